/**
 * The 17 UN Sustainable Development Goals. Display names follow OpenAlex (sentence case, as on
 * api.openalex.org/sdgs); descriptions are the goals' official one-sentence statements. OpenAlex
 * identifies each goal by the UN metadata URI, e.g. https://metadata.un.org/sdg/3.
 */

export interface Sdg {
  id: number;
  display_name: string;
  description: string;
}

export const SDG_URI_PREFIX = 'https://metadata.un.org/sdg/';

export const SDGS = [
  { id: 1, display_name: 'No poverty', description: 'End poverty in all its forms everywhere.' },
  {
    id: 2,
    display_name: 'Zero hunger',
    description: 'End hunger, achieve food security and improved nutrition and promote sustainable agriculture.',
  },
  {
    id: 3,
    display_name: 'Good health and well-being',
    description: 'Ensure healthy lives and promote well-being for all at all ages.',
  },
  {
    id: 4,
    display_name: 'Quality education',
    description:
      'Ensure inclusive and equitable quality education and promote lifelong learning opportunities for all.',
  },
  {
    id: 5,
    display_name: 'Gender equality',
    description: 'Achieve gender equality and empower all women and girls.',
  },
  {
    id: 6,
    display_name: 'Clean water and sanitation',
    description: 'Ensure availability and sustainable management of water and sanitation for all.',
  },
  {
    id: 7,
    display_name: 'Affordable and clean energy',
    description: 'Ensure access to affordable, reliable, sustainable and modern energy for all.',
  },
  {
    id: 8,
    display_name: 'Decent work and economic growth',
    description:
      'Promote sustained, inclusive and sustainable economic growth, full and productive employment and decent work for all.',
  },
  {
    id: 9,
    display_name: 'Industry, innovation and infrastructure',
    description:
      'Build resilient infrastructure, promote inclusive and sustainable industrialization and foster innovation.',
  },
  {
    id: 10,
    display_name: 'Reduced inequalities',
    description: 'Reduce inequality within and among countries.',
  },
  {
    id: 11,
    display_name: 'Sustainable cities and communities',
    description: 'Make cities and human settlements inclusive, safe, resilient and sustainable.',
  },
  {
    id: 12,
    display_name: 'Responsible consumption and production',
    description: 'Ensure sustainable consumption and production patterns.',
  },
  {
    id: 13,
    display_name: 'Climate action',
    description: 'Take urgent action to combat climate change and its impacts.',
  },
  {
    id: 14,
    display_name: 'Life below water',
    description: 'Conserve and sustainably use the oceans, seas and marine resources for sustainable development.',
  },
  {
    id: 15,
    display_name: 'Life on land',
    description:
      'Protect, restore and promote sustainable use of terrestrial ecosystems, sustainably manage forests, combat desertification, halt and reverse land degradation and halt biodiversity loss.',
  },
  {
    id: 16,
    display_name: 'Peace, justice, and strong institutions',
    description:
      'Promote peaceful and inclusive societies for sustainable development, provide access to justice for all and build effective, accountable and inclusive institutions at all levels.',
  },
  {
    id: 17,
    display_name: 'Partnerships for the goals',
    description:
      'Strengthen the means of implementation and revitalize the Global Partnership for Sustainable Development.',
  },
] as const satisfies readonly Sdg[];

export type SdgId = (typeof SDGS)[number]['id'];

/** 3 → 'https://metadata.un.org/sdg/3' (the id OpenAlex puts on works' sustainable_development_goals). */
export function sdgUri(id: number): string {
  return `${SDG_URI_PREFIX}${id}`;
}

/** Accepts 3, '3', 'sdgs/3', 'https://metadata.un.org/sdg/3' or 'https://openalex.org/sdgs/3'. */
export function parseSdgId(value: string | number): number | undefined {
  const m = /^(?:https?:\/\/metadata\.un\.org\/sdg\/|(?:https?:\/\/openalex\.org\/)?sdgs\/)?(\d{1,2})$/i.exec(
    String(value).trim(),
  );
  if (!m) return undefined;
  const id = Number(m[1]);
  return id >= 1 && id <= SDGS.length ? id : undefined;
}

export function sdgById(id: number): Sdg | undefined {
  return SDGS.find((s) => s.id === id);
}

/**
 * OpenAlex institution types (institutions.type). They are ROR's organisation types, which
 * OpenAlex copies from each institution's ROR record; `funder` arrived with ROR schema v2.
 */

export interface InstitutionType {
  id: string;
  display_name: string;
  description: string;
}

export const INSTITUTION_TYPES = [
  {
    id: 'education',
    display_name: 'education',
    description: 'A university, college or other institution whose main purpose is education.',
  },
  {
    id: 'healthcare',
    display_name: 'healthcare',
    description: 'A hospital, clinic or other organisation that provides medical care.',
  },
  {
    id: 'company',
    display_name: 'company',
    description: 'A business operating for profit, including corporate research laboratories.',
  },
  {
    id: 'archive',
    display_name: 'archive',
    description: 'A library, museum or archive that keeps and gives access to collections.',
  },
  {
    id: 'nonprofit',
    display_name: 'nonprofit',
    description: 'A non-governmental, not-for-profit organisation such as a charity or society.',
  },
  {
    id: 'government',
    display_name: 'government',
    description: 'A government body or agency at any level, national to local.',
  },
  {
    id: 'facility',
    display_name: 'facility',
    description: 'A research facility or shared infrastructure, such as an observatory or institute.',
  },
  {
    id: 'other',
    display_name: 'other',
    description: 'An organisation that fits none of the other types.',
  },
  {
    id: 'funder',
    display_name: 'funder',
    description: 'An organisation whose main research role is funding research done elsewhere.',
  },
] as const satisfies readonly InstitutionType[];

export type InstitutionTypeId = (typeof INSTITUTION_TYPES)[number]['id'];

export function isInstitutionTypeId(value: string): value is InstitutionTypeId {
  return INSTITUTION_TYPES.some((t) => t.id === value);
}

/**
 * OpenAlex licence vocabulary (locations.license, filter `primary_location.license:cc-by`).
 *
 * The 14 ids are the ones OpenAlex lists at api.openalex.org/licenses. CC0 is `public-domain`,
 * not `cc0`; software licences use hyphens for dots (`apache-2-0`). OpenAlex's CC ids carry no
 * version, so `spdx_id` names the current (4.0) version only to give a canonical text link.
 * `url` comes from the SPDX licence list (the spdx-license-list package) and is null for the two
 * catch-alls, which have no single text.
 *
 * normaliseLicense() maps the strings that upstream metadata (Crossref licence URLs, Unpaywall
 * values such as 'cc0', 'pd', 'implied-oa', 'elsevier-specific: oa user license') uses onto
 * these ids. Our choice: 'implied-oa' (free to read, no licence stated) becomes 'other-oa'.
 */
import spdxLicenses from 'spdx-license-list';

export interface License {
  id: string;
  display_name: string;
  spdx_id: string | null;
  url: string | null;
  description: string;
}

interface LicenseRow {
  id: string;
  display_name: string;
  spdx_id: string | null;
  description: string;
}

const LICENSE_ROWS = [
  {
    id: 'cc-by',
    display_name: 'CC-BY',
    spdx_id: 'CC-BY-4.0',
    description: 'Reuse for any purpose, including commercial, with credit to the author.',
  },
  {
    id: 'cc-by-sa',
    display_name: 'CC-BY-SA',
    spdx_id: 'CC-BY-SA-4.0',
    description: 'Reuse with credit; adaptations must be shared under the same licence.',
  },
  {
    id: 'cc-by-nd',
    display_name: 'CC-BY-ND',
    spdx_id: 'CC-BY-ND-4.0',
    description: 'Sharing with credit, but no adaptations may be distributed.',
  },
  {
    id: 'cc-by-nc',
    display_name: 'CC-BY-NC',
    spdx_id: 'CC-BY-NC-4.0',
    description: 'Reuse with credit for non-commercial purposes only.',
  },
  {
    id: 'cc-by-nc-sa',
    display_name: 'CC-BY-NC-SA',
    spdx_id: 'CC-BY-NC-SA-4.0',
    description: 'Non-commercial reuse with credit; adaptations keep the same licence.',
  },
  {
    id: 'cc-by-nc-nd',
    display_name: 'CC-BY-NC-ND',
    spdx_id: 'CC-BY-NC-ND-4.0',
    description: 'Non-commercial sharing with credit and no adaptations.',
  },
  {
    id: 'public-domain',
    display_name: 'public domain (CC0)',
    spdx_id: 'CC0-1.0',
    description: 'No rights reserved: a CC0 dedication or a work in the public domain.',
  },
  {
    id: 'mit',
    display_name: 'MIT',
    spdx_id: 'MIT',
    description: 'Permissive software licence; keep the copyright and licence notice.',
  },
  {
    id: 'apache-2-0',
    display_name: 'Apache License 2.0',
    spdx_id: 'Apache-2.0',
    description: 'Permissive software licence with notice requirements and a patent grant.',
  },
  {
    id: 'gpl-v2',
    display_name: 'GNU GPLv2',
    spdx_id: 'GPL-2.0-only',
    description: 'Copyleft software licence, version 2: derivatives stay under the GPL.',
  },
  {
    id: 'gpl-v3',
    display_name: 'GNU GPLv3',
    spdx_id: 'GPL-3.0-only',
    description: 'Copyleft software licence, version 3: derivatives stay under the GPL.',
  },
  {
    id: 'isc',
    display_name: 'ISC License',
    spdx_id: 'ISC',
    description: 'Permissive software licence, functionally like MIT or BSD 2-Clause.',
  },
  {
    id: 'other-oa',
    display_name: 'other open access',
    spdx_id: null,
    description: 'Free to read, but under no licence we can name.',
  },
  {
    id: 'publisher-specific-oa',
    display_name: 'publisher specific open access',
    spdx_id: null,
    description: "Free to read under the publisher's own open-access licence.",
  },
] as const satisfies readonly LicenseRow[];

export type LicenseId = (typeof LICENSE_ROWS)[number]['id'];

function spdxUrl(spdxId: string | null): string | null {
  if (spdxId === null) return null;
  return spdxLicenses[spdxId]?.url ?? `https://spdx.org/licenses/${spdxId}.html`;
}

export const LICENSES: readonly (License & { id: LicenseId })[] = LICENSE_ROWS.map((row) => ({
  ...row,
  url: spdxUrl(row.spdx_id),
}));

const BY_ID: ReadonlyMap<string, License & { id: LicenseId }> = new Map(LICENSES.map((l) => [l.id, l]));

export function licenseById(id: string): License | undefined {
  return BY_ID.get(id);
}

export function isLicenseId(value: string): value is LicenseId {
  return BY_ID.has(value);
}

/**
 * Upstream licence string or URL → OpenAlex licence id; undefined when it names no licence.
 * Examples: 'CC-BY-4.0', 'https://creativecommons.org/licenses/by-nc/3.0/igo/', 'cc0', 'pd',
 * 'Apache-2.0', 'GPL-3.0-or-later', 'implied-oa', 'elsevier-specific: oa user license'.
 */
export function normaliseLicense(value: string): LicenseId | undefined {
  const v = value.trim().toLowerCase();
  if (v === '') return undefined;
  if (isLicenseId(v)) return v;

  const ccUrl = /creativecommons\.org\/licenses\/([a-z-]+)/.exec(v);
  if (ccUrl) return ccId(ccUrl[1]!);
  if (/creativecommons\.org\/publicdomain\//.test(v)) return 'public-domain';

  if (v === 'cc0' || v.startsWith('cc0-') || v === 'pd' || v === 'public domain') {
    return 'public-domain';
  }
  const cc = /^cc[- _]((?:by)(?:[- _](?:nc|nd|sa))*)/.exec(v);
  if (cc) return ccId(cc[1]!.replace(/[ _]/g, '-'));

  if (v === 'mit') return 'mit';
  if (/^apache[- ]?(license[- ])?2/.test(v)) return 'apache-2-0';
  if (/^gpl[- ]?(v)?2|^gpl-2\.0/.test(v)) return 'gpl-v2';
  if (/^gpl[- ]?(v)?3|^gpl-3\.0/.test(v)) return 'gpl-v3';
  if (v === 'isc') return 'isc';
  if (v.includes('specific')) return 'publisher-specific-oa';
  if (v === 'implied-oa' || v === 'other-oa' || v === 'open access') return 'other-oa';
  return undefined;
}

/** 'by-nc-sa' (any element order, as URLs and strings vary) → 'cc-by-nc-sa'. */
function ccId(elements: string): LicenseId | undefined {
  const parts = new Set(elements.split('-').filter(Boolean));
  if (!parts.has('by')) return undefined;
  const id = ['cc-by', parts.has('nc') ? 'nc' : '', parts.has('sa') ? 'sa' : '', parts.has('nd') ? 'nd' : '']
    .filter(Boolean)
    .join('-');
  // CC never combines sa with nd; such a string names no licence.
  return isLicenseId(id) ? id : undefined;
}

import { NATIVE_PREFIX, parseIdOf, type NativeEntity } from '../store/ids.js';
import { countryName, parseContinent, continentById } from '../vocab/geo.js';
import { languageName } from '../vocab/languages.js';
import { licenseById, normaliseLicense } from '../vocab/licenses.js';
import { sdgById, parseSdgId } from '../vocab/sdgs.js';
import { domainById, fieldById, subfieldById } from '../vocab/taxonomy.js';
import { parseSourceType, sourceTypeUrl } from '../vocab/source-types.js';
import type { KeyFormat, ValueParser } from './fields.js';
import { parsers } from './fields.js';

const OA = 'https://openalex.org/';

/** Group keys of native entities are OpenAlex URLs; names come from the entity's table. */
export function entityFormat(entity: NativeEntity): KeyFormat {
  return {
    key: (v) => `${OA}${NATIVE_PREFIX[entity]}${v}`,
    names: { kind: 'table', table: entity },
  };
}

export function entityParser(entity: NativeEntity): ValueParser {
  return (raw) => parseIdOf(entity, raw);
}

function vocab(
  namespace: string,
  name: (v: string | number) => string | undefined,
  key?: (v: string | number) => string,
): KeyFormat {
  return { key: key ?? ((v) => `${OA}${namespace}/${v}`), names: { kind: 'vocab', name } };
}

export const RAW_FORMAT: KeyFormat = { key: (v) => String(v), names: { kind: 'raw' } };

export const formats = {
  type: vocab('types', (v) => String(v)),
  country: vocab('countries', (v) => countryName(String(v))),
  continent: vocab('continents', (v) => continentById(String(v))?.display_name),
  language: vocab('languages', (v) => languageName(String(v))),
  license: vocab('licenses', (v) => licenseById(String(v))?.display_name),
  sdg: vocab(
    'sdgs',
    (v) => sdgById(Number(v))?.display_name,
    (v) => `https://metadata.un.org/sdg/${v}`,
  ),
  domain: vocab('domains', (v) => domainById(Number(v))?.display_name),
  field: vocab('fields', (v) => fieldById(Number(v))?.display_name),
  subfield: vocab('subfields', (v) => subfieldById(Number(v))?.display_name),
  sourceType: vocab(
    'source-types',
    (v) => String(v),
    (v) => sourceTypeUrl(String(v)),
  ),
  institutionType: vocab('institution-types', (v) => String(v)),
  keyword: {
    key: (v: string | number) => `${OA}keywords/${v}`,
    names: { kind: 'table', table: 'keywords' },
  } satisfies KeyFormat,
};

/** Value parsers for vocabularies: each accepts the bare code, the namespace form and the URL. */
export const valueParsers = {
  type: parsers.slug('types'),
  country: parsers.slug('countries', (s) => (/^[a-z]{2}$/i.test(s) ? s.toUpperCase() : '')),
  continent: (raw: string) => parseContinent(raw)?.id,
  language: parsers.slug('languages', (s) => s.toLowerCase()),
  license: (raw: string) => {
    const bare = parsers.slug('licenses')(raw);
    return bare === undefined ? undefined : (normaliseLicense(bare) ?? bare);
  },
  sdg: (raw: string) => parseSdgId(raw.trim().replace(/^(?:https?:\/\/openalex\.org\/)?sdgs\//i, '')),
  number: (namespace: string) => (raw: string) => {
    const bare = parsers.slug(namespace)(raw);
    return bare !== undefined && /^\d+$/.test(bare) ? Number(bare) : undefined;
  },
  sourceType: (raw: string) => parseSourceType(raw)?.id,
  institutionType: parsers.slug('institution-types'),
  keyword: parsers.slug('keywords'),
};

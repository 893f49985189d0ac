import { formatNumber } from '../../../lib/format-number';
import { localFigure } from '../../../lib/local-figure';
import type { EntityRecord } from '../api/openalex-types';
import { shortenCountryName } from '../../../lib/country-name';

/** Works: the first two authors, then 'et al.'; 'No authors' when there are none (spec 1 §2). */
export function authorsLine(record: EntityRecord): string {
  const names = (record.authorships ?? [])
    .map((a) => a.author?.display_name)
    .filter((name): name is string => Boolean(name));
  if (names.length === 0) return 'No authors';
  const shown = names.slice(0, 2).join(', ');
  return names.length > 2 ? `${shown}, et al.` : shown;
}

/** The grey line under a result's title, by entity type. */
export function resultDetails(entityType: string, record: EntityRecord): string[] {
  switch (entityType) {
    case 'works':
      return [
        record.publication_year ? String(record.publication_year) : '',
        record.type ?? '',
        authorsLine(record),
        record.primary_location?.source?.display_name ?? '',
      ].filter(Boolean);
    case 'authors': {
      const institutions =
        record.last_known_institutions ?? (record.last_known_institution ? [record.last_known_institution] : []);
      const names = institutions.map((i) => i.display_name).filter((name): name is string => Boolean(name));
      return names.length ? [names.join(', ')] : [];
    }
    case 'sources':
      return [
        record.type ?? '',
        record.host_organization_name ?? '',
        record.is_oa === true ? 'Open access' : record.is_oa === false ? 'Toll access' : '',
      ].filter(Boolean);
    case 'institutions': {
      const place = [record.geo?.city, record.geo?.country ? shortenCountryName(record.geo.country) : null]
        .filter(Boolean)
        .join(', ');
      return [place, record.type ?? ''].filter(Boolean);
    }
    default:
      // the lists of the other entity types (topics, countries …): how often their works are cited
      return citationsText(record);
  }
}

/** How often a record's works are cited: here, and in OpenAlex when its own figure differs. */
function citationsText(record: EntityRecord): string[] {
  const { here, inOpenAlex } = localFigure(record.cited_by_count, record.local_counts?.cited_by_count);
  const citations = (n: number) => `${formatNumber(n)} ${n === 1 ? 'citation' : 'citations'}`;
  return [
    ...(here === null ? [] : [citations(here)]),
    ...(inOpenAlex === null ? [] : [`${citations(inOpenAlex)} in OpenAlex`]),
  ];
}

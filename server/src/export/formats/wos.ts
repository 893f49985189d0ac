import { applyTruncate, oneLine } from './work-fields.js';
import type { WorkWriter } from './writer.js';

/** Web of Science document types for OpenAlex work types. */
const DOCUMENT_TYPES: Record<string, string> = {
  article: 'Article',
  review: 'Review',
  letter: 'Letter',
  editorial: 'Editorial Material',
  erratum: 'Correction',
  book: 'Book',
  'book-chapter': 'Book Chapter',
  dataset: 'Data Paper',
  preprint: 'Preprint',
  dissertation: 'Thesis',
  'peer-review': 'Review',
};

/** 'Marie Curie' → 'Curie, M' as WoS writes AU. */
function shortName(name: string): string {
  const parts = name.trim().split(/\s+/);
  if (parts.length < 2) return name.trim();
  const last = parts.pop()!;
  const initials = parts.map((part) => part[0]!.toUpperCase()).join('');
  return `${last}, ${initials}`;
}

/** 'Marie Curie' → 'Curie, Marie' as WoS writes AF. */
function fullName(name: string): string {
  const parts = name.trim().split(/\s+/);
  if (parts.length < 2) return name.trim();
  const last = parts.pop()!;
  return `${last}, ${parts.join(' ')}`;
}

/**
 * Web of Science plain text (the field-tagged format VOSviewer and bibliometrix read): a two-letter
 * tag and a space, continuation values indented three spaces, ER after each record, EF at the end.
 */
export const wosWriter: WorkWriter = {
  contentType: 'text/plain; charset=utf-8',
  extension: 'txt',
  header: () => 'FN Clarivate Analytics Web of Science\nVR 1.0\n',
  records: (works, { truncate }) => {
    let out = '';
    for (const work of works) {
      const w = applyTruncate(work, truncate);
      const lines: string[] = [];
      const tag = (name: string, values: readonly (string | number | null)[] | string | number | null) => {
        const list = (Array.isArray(values) ? values : [values])
          .filter((value) => value !== null && value !== '')
          .map((value) => oneLine(String(value)));
        if (list.length === 0) return;
        lines.push(`${name} ${list[0]}`);
        for (const value of list.slice(1)) lines.push(`   ${value}`);
      };
      const names = w.authors.map((author) => author.name);
      tag('PT', w.type === 'book' || w.type === 'book-chapter' ? 'B' : 'J');
      tag('AU', [...names.map(shortName), ...(w.moreAuthors ? ['et al.'] : [])]);
      tag('AF', [...names.map(fullName), ...(w.moreAuthors ? ['et al.'] : [])]);
      tag('TI', w.title);
      tag('SO', w.sourceName ? w.sourceName.toUpperCase() : null);
      tag('LA', w.language);
      tag('DT', DOCUMENT_TYPES[w.type ?? ''] ?? (w.type ? w.type[0]!.toUpperCase() + w.type.slice(1) : null));
      tag('DE', w.keywords.join('; '));
      tag('AB', w.abstract);
      tag(
        'C1',
        w.authors.flatMap((author) =>
          author.institutions.map(
            (institution) =>
              `[${fullName(author.name)}] ${institution.name}${institution.countryCode ? `, ${institution.countryCode}` : ''}`,
          ),
        ),
      );
      tag(
        'OI',
        w.authors
          .filter((author) => author.orcid)
          .map((author) => `${fullName(author.name)}/${author.orcid!.replace(/^https?:\/\/orcid\.org\//, '')}`)
          .join('; '),
      );
      tag('FU', w.funders.join('; '));
      tag('NR', w.referencedWorksCount);
      tag('TC', w.citedByCount);
      tag('Z9', w.citedByCount);
      tag('PU', w.publisher);
      tag('SN', w.issnL ?? w.issns[0] ?? null);
      tag('PD', w.date);
      tag('PY', w.year);
      tag('VL', w.volume);
      tag('IS', w.issue);
      tag('BP', w.firstPage);
      tag('EP', w.lastPage);
      tag('DI', w.doi);
      tag('OA', w.isOa ? (w.oaStatus ?? 'open') : null);
      tag('UT', `OPENALEX:${w.shortId}`);
      lines.push('ER');
      out += `${lines.join('\n')}\n\n`;
    }
    return out;
  },
  footer: () => 'EF\n',
};

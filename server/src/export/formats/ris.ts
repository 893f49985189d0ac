import { applyTruncate, oneLine } from './work-fields.js';
import type { WorkWriter } from './writer.js';

/** OpenAlex work types as RIS reference types. */
const RIS_TYPES: Record<string, string> = {
  article: 'JOUR',
  review: 'JOUR',
  letter: 'JOUR',
  editorial: 'JOUR',
  erratum: 'JOUR',
  preprint: 'JOUR',
  book: 'BOOK',
  'book-chapter': 'CHAP',
  dissertation: 'THES',
  dataset: 'DATA',
  report: 'RPRT',
  standard: 'STAND',
  'reference-entry': 'ENCYC',
  'peer-review': 'JOUR',
  paratext: 'GEN',
  libguides: 'GEN',
  other: 'GEN',
};

function risDate(date: string | null): string | null {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})/.exec(date) : null;
  return match ? `${match[1]}/${match[2]}/${match[3]}` : null;
}

/** RIS: `TAG  - value` lines, TY first and ER last, a blank line between records. */
export const risWriter: WorkWriter = {
  contentType: 'application/x-research-info-systems; charset=utf-8',
  extension: 'ris',
  header: () => '',
  records: (works, { truncate }) => {
    let out = '';
    for (const work of works) {
      const w = applyTruncate(work, truncate);
      const lines: string[] = [];
      const tag = (name: string, value: string | number | null | undefined) => {
        if (value === null || value === undefined || value === '') return;
        lines.push(`${name}  - ${oneLine(String(value))}`);
      };
      tag('TY', RIS_TYPES[w.type ?? ''] ?? 'GEN');
      tag('TI', w.title);
      for (const author of w.authors) tag('AU', author.name);
      if (w.moreAuthors) tag('AU', 'et al.');
      tag('PY', w.year);
      tag('DA', risDate(w.date));
      tag('T2', w.sourceName);
      if (w.type === 'article' || w.sourceType === 'journal') tag('JO', w.sourceName);
      tag('VL', w.volume);
      tag('IS', w.issue);
      tag('SP', w.firstPage);
      tag('EP', w.lastPage);
      tag('SN', w.issnL ?? w.issns[0]);
      tag('PB', w.publisher);
      tag('DO', w.doi);
      tag('UR', w.landingPageUrl);
      tag('L1', w.pdfUrl);
      tag('AB', w.abstract);
      for (const keyword of w.keywords) tag('KW', keyword);
      tag('LA', w.language);
      tag('ID', w.shortId);
      tag('N1', w.citedByCount === null ? null : `Cited by ${w.citedByCount} (OpenAlex)`);
      lines.push('ER  - ');
      out += `${lines.join('\n')}\n\n`;
    }
    return out;
  },
  footer: () => '',
};

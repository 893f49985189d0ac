import { applyTruncate, oneLine, type WorkFields } from './work-fields.js';
import type { WorkWriter } from './writer.js';

const ENTRY_TYPES: Record<string, string> = {
  article: 'article',
  review: 'article',
  letter: 'article',
  editorial: 'article',
  preprint: 'article',
  book: 'book',
  'book-chapter': 'incollection',
  dissertation: 'phdthesis',
  report: 'techreport',
};

/** Escapes the characters BibTeX (and LaTeX) treat specially; UTF-8 letters stay as they are. */
export function escapeBibtex(text: string): string {
  return oneLine(text).replace(/[\\{}%&$#_^~]/g, (char) => {
    switch (char) {
      case '\\':
        return '\\textbackslash{}';
      case '^':
        return '\\^{}';
      case '~':
        return '\\~{}';
      default:
        return `\\${char}`;
    }
  });
}

/** A citation key: first author's ASCII last name, the year and the work id (unique by the id). */
function citationKey(w: WorkFields): string {
  const last = w.authors[0]?.name.trim().split(/\s+/).pop() ?? 'anon';
  const ascii = last
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
  return `${ascii || 'anon'}${w.year ?? ''}_${w.shortId || 'work'}`;
}

/** BibTeX: one entry per work, values in braces with specials escaped. */
export const bibtexWriter: WorkWriter = {
  contentType: 'application/x-bibtex; charset=utf-8',
  extension: 'bib',
  header: () => '',
  records: (works, { truncate }) => {
    let out = '';
    for (const work of works) {
      const w = applyTruncate(work, truncate);
      const type = ENTRY_TYPES[w.type ?? ''] ?? 'misc';
      const fields: [string, string | number | null][] = [
        ['title', w.title],
        [
          'author',
          w.authors.length
            ? [...w.authors.map((author) => author.name), ...(w.moreAuthors ? ['others'] : [])].join(' and ')
            : null,
        ],
        ['year', w.year],
        [type === 'article' ? 'journal' : type === 'incollection' ? 'booktitle' : 'howpublished', w.sourceName],
        ['publisher', w.publisher],
        ['volume', w.volume],
        ['number', w.issue],
        [
          'pages',
          w.firstPage
            ? w.lastPage && w.lastPage !== w.firstPage
              ? `${w.firstPage}--${w.lastPage}`
              : w.firstPage
            : null,
        ],
        ['doi', w.doi],
        ['url', w.landingPageUrl],
        ['issn', w.issnL ?? w.issns[0] ?? null],
        ['language', w.language],
        ['keywords', w.keywords.length ? w.keywords.join(', ') : null],
        ['abstract', w.abstract],
        ['note', w.shortId ? `OpenAlex ${w.shortId}` : null],
      ];
      const body = fields
        .filter(([, value]) => value !== null && value !== '')
        .map(([name, value]) => {
          // 'and' joins the author list; '--' is the page range: both stay unescaped.
          const text = name === 'url' || name === 'doi' ? oneLine(String(value)) : escapeBibtex(String(value));
          return `  ${name} = {${text}}`;
        })
        .join(',\n');
      out += `@${type}{${citationKey(w)},\n${body}\n}\n\n`;
    }
    return out;
  },
  footer: () => '',
};

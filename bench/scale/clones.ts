/**
 * Works cloned from the real sample for the scale benchmark: work i of a snapshot is the sample's
 * full 2026 work or small 2023 work it is cloned from, with every W id of the record renumbered
 * for its clone (the work's own id and the works it cites or is related to, the same way in every
 * record, so a clone's references point at the same clone of the cited work where the sample has
 * it), its authors' A ids renumbered likewise for every AUTHOR_REUSE clones (so the authors grow
 * with the catalogue, each with works in several clones, as real authors have several works), its
 * DOIs made its own, the clone number after its title, a publication year drawn over 1990–2026
 * (more works in recent years, as the literature grows) and the updated_date of its partition.
 * Everything about work i follows from i alone, so an update can rebuild any work of the snapshot.
 */
import { fullSampleWorks, smallSampleWorks, type SampleWork } from '../sample-works.js';

/** New W ids start far above the sample's own (W1 … W7.5 billion). */
const W_BASE = 9_000_000_000;
const A_BASE = 9_000_000_000;
/** Clones that share one set of author ids: an author has works in this many clones. */
const AUTHOR_REUSE = 2;
const FIRST_YEAR = 1990;
const LAST_YEAR = 2026;
/** Yearly growth of the works published, for the years drawn. */
const YEARLY_GROWTH = 1.06;

type Slot =
  | { kind: 'work'; u: number }
  | { kind: 'author'; a: number }
  | { kind: 'doi'; doi: string }
  | { kind: 'title'; escaped: string }
  | { kind: 'year' }
  | { kind: 'date'; monthDay: string }
  | { kind: 'updated'; time: string };

/** A sample work as the text between the places a clone fills in. */
interface Template {
  /** the index of the template's own W id among the sample's */
  own: number;
  pieces: string[];
  slots: Slot[];
}

const MARK = { title: '@@TITLE@@', year: '@@YEAR@@', date: '@@DATE@@', updated: '@@UPDATED@@' } as const;
const TOKEN = /"@@(TITLE|YEAR|DATE|UPDATED)@@"|https:\/\/openalex\.org\/([WA])(\d+)\b|https:\/\/doi\.org\/([^"\\]+)/g;

export interface WorkText {
  json: string;
  id: string;
  full: boolean;
}

export class Clones {
  private readonly full: Template[];
  private readonly small: Template[];
  /** the distinct W ids of the sample: each template's own id first, in template order */
  private readonly workIds = new Map<string, number>();
  private readonly authorIds = new Map<string, number>();
  private readonly yearTable: number[];

  /** `mix`: the share of full works (0 … 1), spread evenly through the snapshot. */
  constructor(readonly mix: number) {
    const full = fullSampleWorks();
    const small = smallSampleWorks();
    // Each template's own id first, so that they are numbered as the templates are.
    for (const w of [...full, ...small]) this.idIndex(this.workIds, shortId(w.id));
    if (this.workIds.size !== full.length + small.length) throw new Error('the sample holds a work twice');
    this.full = full.map((w) => this.template(w));
    this.small = small.map((w) => this.template(w));
    const weights = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, k) => YEARLY_GROWTH ** k);
    const sum = weights.reduce((a, b) => a + b, 0);
    let acc = 0;
    this.yearTable = weights.map((w) => (acc += w / sum));
  }

  /** Whether work i is a full 2026 work, and its number among the works of its kind. */
  private kindOf(i: number): { full: boolean; j: number } {
    const fullBefore = Math.floor(i * this.mix);
    const full = Math.floor((i + 1) * this.mix) > fullBefore;
    return { full, j: full ? fullBefore : i - fullBefore };
  }

  /** The W id of work i (`https://openalex.org/W…`). */
  idOf(i: number): string {
    const { full, j } = this.kindOf(i);
    const templates = full ? this.full : this.small;
    const clone = Math.floor(j / templates.length);
    return `https://openalex.org/W${W_BASE + clone * this.workIds.size + templates[j % templates.length]!.own}`;
  }

  /** Work i as a line of JSON, last updated on `updatedDate` (YYYY-MM-DD); `revised` marks an update's change. */
  work(i: number, updatedDate: string, revised = false): WorkText {
    const { full, j } = this.kindOf(i);
    const templates = full ? this.full : this.small;
    const clone = Math.floor(j / templates.length);
    return { ...this.render(templates[j % templates.length]!, clone, this.yearOf(i), updatedDate, revised), full };
  }

  /** The first clone of every sample work: the records a Parquet schema is inferred from. */
  everyTemplate(updatedDate: string): string[] {
    return [...this.full, ...this.small].map((t, k) => this.render(t, 0, this.yearOf(k), updatedDate, false).json);
  }

  private render(template: Template, clone: number, year: number, updatedDate: string, revised: boolean) {
    const U = this.workIds.size;
    const authorSet = Math.floor(clone / AUTHOR_REUSE);
    let json = template.pieces[0]!;
    for (let k = 0; k < template.slots.length; k++) {
      const slot = template.slots[k]!;
      switch (slot.kind) {
        case 'work':
          json += `https://openalex.org/W${W_BASE + clone * U + slot.u}`;
          break;
        case 'author':
          json += `https://openalex.org/A${A_BASE + authorSet * this.authorIds.size + slot.a}`;
          break;
        case 'doi':
          json += `https://doi.org/${slot.doi}.c${clone}`;
          break;
        case 'title':
          json += `"${slot.escaped} ${clone}${revised ? ' (revised)' : ''}"`;
          break;
        case 'year':
          json += String(year);
          break;
        case 'date':
          json += `"${year}-${slot.monthDay}"`;
          break;
        case 'updated':
          json += `"${updatedDate}${slot.time}"`;
          break;
      }
      json += template.pieces[k + 1]!;
    }
    return { json, id: `https://openalex.org/W${W_BASE + clone * U + template.own}` };
  }

  private yearOf(i: number): number {
    const r = unitHash(i, 0x5bd1e995);
    let k = 0;
    while (k < this.yearTable.length - 1 && r >= this.yearTable[k]!) k++;
    return FIRST_YEAR + k;
  }

  private idIndex(map: Map<string, number>, key: string): number {
    let n = map.get(key);
    if (n === undefined) map.set(key, (n = map.size));
    return n;
  }

  private template(w: SampleWork): Template {
    const record = JSON.parse(w.json) as Record<string, unknown>;
    const slotOf: Record<string, Slot> = {};
    if (typeof record.title === 'string') {
      slotOf.TITLE = { kind: 'title', escaped: JSON.stringify(record.title).slice(1, -1) };
      if (record.display_name === record.title) record.display_name = MARK.title;
      record.title = MARK.title;
    }
    if (typeof record.publication_year === 'number') record.publication_year = MARK.year as unknown as number;
    if (typeof record.publication_date === 'string') {
      const monthDay = record.publication_date.slice(5);
      // a 29 February would not be a date in most of the years drawn
      slotOf.DATE = { kind: 'date', monthDay: monthDay === '02-29' ? '02-28' : monthDay };
      record.publication_date = MARK.date;
    }
    if (typeof record.updated_date === 'string') {
      const at = record.updated_date.indexOf('T');
      slotOf.UPDATED = { kind: 'updated', time: at >= 0 ? record.updated_date.slice(at) : '' };
      record.updated_date = MARK.updated;
    }
    const text = JSON.stringify(record);
    const pieces: string[] = [];
    const slots: Slot[] = [];
    let last = 0;
    for (const m of text.matchAll(TOKEN)) {
      pieces.push(text.slice(last, m.index));
      last = m.index + m[0].length;
      if (m[1]) slots.push(m[1] === 'YEAR' ? { kind: 'year' } : slotOf[m[1]]!);
      else if (m[2] === 'W') slots.push({ kind: 'work', u: this.idIndex(this.workIds, `W${m[3]}`) });
      else if (m[2] === 'A') slots.push({ kind: 'author', a: this.idIndex(this.authorIds, `A${m[3]}`) });
      else slots.push({ kind: 'doi', doi: m[4]! });
    }
    pieces.push(text.slice(last));
    return { own: this.idIndex(this.workIds, shortId(w.id)), pieces, slots };
  }
}

const shortId = (id: string) => id.replace('https://openalex.org/', '');

/** A number in [0, 1) that follows from (i, salt) alone, well spread (a 32-bit integer hash). */
function unitHash(i: number, salt: number): number {
  let h = Math.imul(i ^ salt, 0x9e3779b1);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 2 ** 32;
}

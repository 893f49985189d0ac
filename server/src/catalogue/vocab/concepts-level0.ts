/**
 * The 19 root (level-0) OpenAlex concepts, the legacy MAG-derived classification that OpenAlex
 * still attaches to works beside topics. Ids are the real OpenAlex and Wikidata ids.
 *
 * field_ids links each concept to the taxonomy fields it best covers, best match first, so that
 * the demo catalogue can derive a work's concepts from its topic's field. Every field belongs to
 * at least one concept; some belong to two (Neuroscience is both Biology and Psychology).
 */

export interface RootConcept {
  /** OpenAlex short id, e.g. 'C41008148'. */
  id: string;
  display_name: string;
  /** Wikidata QID, e.g. 'Q21198'. */
  wikidata_id: string;
  level: 0;
  field_ids: readonly number[];
}

// One row per concept reads better than the wrapped form.
// prettier-ignore
export const ROOT_CONCEPTS = [
  { id: 'C142362112', display_name: 'Art', wikidata_id: 'Q735', level: 0, field_ids: [12] },
  { id: 'C86803240', display_name: 'Biology', wikidata_id: 'Q420', level: 0, field_ids: [13, 11, 24, 28] },
  { id: 'C144133560', display_name: 'Business', wikidata_id: 'Q4830453', level: 0, field_ids: [14, 18] },
  { id: 'C185592680', display_name: 'Chemistry', wikidata_id: 'Q2329', level: 0, field_ids: [16, 15] },
  { id: 'C41008148', display_name: 'Computer science', wikidata_id: 'Q21198', level: 0, field_ids: [17] },
  { id: 'C162324750', display_name: 'Economics', wikidata_id: 'Q8134', level: 0, field_ids: [20] },
  { id: 'C127413603', display_name: 'Engineering', wikidata_id: 'Q11023', level: 0, field_ids: [22, 21, 15] },
  { id: 'C39432304', display_name: 'Environmental science', wikidata_id: 'Q188847', level: 0, field_ids: [23] },
  { id: 'C205649164', display_name: 'Geography', wikidata_id: 'Q1071', level: 0, field_ids: [33, 19] },
  { id: 'C127313418', display_name: 'Geology', wikidata_id: 'Q1069', level: 0, field_ids: [19] },
  { id: 'C95457728', display_name: 'History', wikidata_id: 'Q309', level: 0, field_ids: [12] },
  { id: 'C192562407', display_name: 'Materials science', wikidata_id: 'Q228736', level: 0, field_ids: [25] },
  { id: 'C33923547', display_name: 'Mathematics', wikidata_id: 'Q395', level: 0, field_ids: [26, 18] },
  { id: 'C71924100', display_name: 'Medicine', wikidata_id: 'Q11190', level: 0, field_ids: [27, 29, 30, 34, 35, 36] },
  { id: 'C138885662', display_name: 'Philosophy', wikidata_id: 'Q5891', level: 0, field_ids: [12] },
  { id: 'C121332964', display_name: 'Physics', wikidata_id: 'Q413', level: 0, field_ids: [31] },
  { id: 'C17744445', display_name: 'Political science', wikidata_id: 'Q36442', level: 0, field_ids: [33] },
  { id: 'C15744967', display_name: 'Psychology', wikidata_id: 'Q9418', level: 0, field_ids: [32, 28] },
  { id: 'C144024400', display_name: 'Sociology', wikidata_id: 'Q21201', level: 0, field_ids: [33] },
] as const satisfies readonly RootConcept[];

export type RootConceptId = (typeof ROOT_CONCEPTS)[number]['id'];

/** The numeric part of an OpenAlex concept id: 'C41008148' → 41008148. */
export function conceptNumber(concept: { id: string }): number {
  return Number(concept.id.slice(1));
}

export function wikidataUrl(concept: { wikidata_id: string }): string {
  return `https://www.wikidata.org/wiki/${concept.wikidata_id}`;
}

/** Root concepts that cover a field, best match first (the field is earliest in their list). */
export function rootConceptsForField(fieldId: number): RootConcept[] {
  return ROOT_CONCEPTS.filter((c) => (c.field_ids as readonly number[]).includes(fieldId)).sort(
    (a, b) => (a.field_ids as readonly number[]).indexOf(fieldId) - (b.field_ids as readonly number[]).indexOf(fieldId),
  );
}

import { badRequest } from './errors.js';
import type { EntitySpec } from './entities.js';

/**
 * A list's or a record's select: the same 400 (OpenAlex's wording) for a field records lack. The
 * fields are the root keys of a sample record (`sampleRecord`), read once per entity type and
 * kept in `selectable` (the catalogue version's own table: another version may have other fields).
 */
export async function checkSelect(
  selectable: Map<string, string[]>,
  spec: EntitySpec,
  select: string[],
  sampleRecord: (spec: EntitySpec) => Promise<Record<string, unknown> | undefined>,
): Promise<void> {
  let valid = selectable.get(spec.name);
  if (!valid) {
    const sample = await sampleRecord(spec);
    const keys = sample ? Object.keys(sample) : ['id', 'display_name'];
    valid = [...new Set([...keys, ...(spec.table === 'works' ? ['relevance_score'] : [])])];
    selectable.set(spec.name, valid);
  }
  for (const f of select) {
    if (!valid.includes(f))
      throw badRequest(`${f} is not a valid select field. Valid fields for select are: ${valid.join(', ')}.`);
  }
}

import { badRequest } from './errors.js';
import type { EntitySpec } from './entities.js';

/** Select fields a record of each entity can be cut down to (the root keys of its records). */
const selectable = new Map<string, string[]>();

/**
 * A list's or a record's select: the same 400 (OpenAlex's wording) for a field records lack. The
 * fields are the root keys of a sample record (`sampleRecord`), read once per entity type.
 */
export async function checkSelect(
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

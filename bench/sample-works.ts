import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The real OpenAlex sample the benchmarks clone (beside the project, never copied into it). */
export const SAMPLE_DIR = path.resolve(import.meta.dirname, '../../shared/conformance/openalex-sample');

export interface SampleWork {
  /** the record as one line of JSON */
  json: string;
  /** its W id, as the record writes it */
  id: string;
}

/** The 100 full works of 2026 (~20 KB of JSON each). */
export function fullSampleWorks(): SampleWork[] {
  const file = path.join(SAMPLE_DIR, 'openalex-local-works-2026/sample_works.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { id: string }[]).map((w) => ({
    json: JSON.stringify(w),
    id: w.id,
  }));
}

/** The 2023 snapshot's small works (~3 KB each), as its parts hold them. */
export function smallSampleWorks(): SampleWork[] {
  const worksDir = path.join(SAMPLE_DIR, 'go-openalex-snapshot-2023/openalex/works');
  return readdirSync(worksDir)
    .filter((d) => d.startsWith('updated_date='))
    .flatMap((d) => readdirSync(path.join(worksDir, d)).map((f) => path.join(worksDir, d, f)))
    .flatMap((f) => readFileSync(f, 'utf8').split('\n').filter(Boolean))
    .map((line) => ({ json: line, id: (JSON.parse(line) as { id: string }).id }));
}

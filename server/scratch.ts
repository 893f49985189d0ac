import { Duck } from './src/catalogue/duck.js';
import { CatalogueWriter } from './src/catalogue/writer.js';
import { emptyMaps } from './src/catalogue/derive.js';
import { countryMap } from './src/catalogue/build.js';
import { generateCatalogue } from './src/catalogue/generator/generate.js';
import { rmSync } from 'node:fs';
rmSync('/tmp/w.duckdb', { force: true });
const duck = await Duck.open('/tmp/w.duckdb', { pool: 1 });
const writer = await CatalogueWriter.open(duck, { scratchDir: '/tmp/wscratch', mode: 'fresh', maps: emptyMaps(countryMap()) });
// instrument
const proto = Object.getPrototypeOf(writer);
const origFlush = proto.flushTable;
let flushMs = 0;
proto.flushTable = async function (t: string) { const t0 = performance.now(); await origFlush.call(this, t); flushMs += performance.now() - t0; };
const t0 = performance.now();
await generateCatalogue(writer, { works: Number(process.argv[2] ?? 50000), seed: 1 });
await writer.flush();
console.log('total', (performance.now() - t0).toFixed(0), 'flush (read_json)', flushMs.toFixed(0));

/**
 * The query language on the command line:
 *
 *   npm run oql -- parse "get works where type is types/article;"   → the query object as JSON
 *   npm run oql -- render '{"get_rows":"works"}'                      → the OQL text
 *   … --config FILE   reads another entity configuration (the JSON /entities/config serves)
 *   … --config URL    fetches it from a server (http://localhost:4000/api/entities/config)
 *
 * A parse error prints the message, the line and an underline, and exits 1.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { entitiesConfig } from '../server/src/analytics/entities-config.js';
import {
  OqlConfig,
  OqlError,
  parseOql,
  renderOql,
  type OqlEntitiesConfig,
  type OqlQuery,
} from '../src/lib/oql/index.js';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { config: { type: 'string' } } });
const [command, input] = positionals;
const usage = 'usage: npm run oql -- parse "<oql text>" | render \'<query json>\' [--config FILE]';
if ((command !== 'parse' && command !== 'render') || input === undefined) {
  console.error(usage);
  process.exit(2);
}

async function readConfig(source: string | undefined): Promise<unknown> {
  if (!source) return entitiesConfig();
  if (!/^https?:\/\//.test(source)) return JSON.parse(readFileSync(source, 'utf8'));
  const response = await fetch(source, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Failed to load configs: ${response.status}`);
  return response.json();
}

let config: OqlConfig;
try {
  config = new OqlConfig((await readConfig(values.config)) as OqlEntitiesConfig);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

try {
  if (command === 'parse') {
    console.log(JSON.stringify(parseOql(input, config), null, 2));
  } else {
    let query: OqlQuery;
    try {
      query = JSON.parse(input) as OqlQuery;
    } catch (error) {
      throw new Error(`The query is not JSON: ${(error as Error).message}`);
    }
    if (!query || typeof query !== 'object' || typeof query.get_rows !== 'string') {
      throw new Error('The query needs get_rows (an entity type or summary).');
    }
    console.log(renderOql(query));
  }
} catch (error) {
  if (error instanceof OqlError && error.position) {
    const { line, column } = error.position;
    const text = input.split('\n')[line - 1] ?? '';
    console.error(
      `${error.message} (line ${line}, column ${column})\n  ${text}\n  ${' '.repeat(column - 1)}${'^'.repeat(Math.max(1, error.length))}`,
    );
  } else {
    console.error((error as Error).message);
  }
  process.exit(1);
}

import { OqlConfig, type OqlColumnConfig, type OqlEntitiesConfig } from '../../../src/lib/oql/index.js';
import { entitiesConfig } from './entities-config.js';

/** A column as /entities/config serves it: the language's fields and where the catalogue keeps it. */
export interface ServedColumn extends OqlColumnConfig {
  /** the data API's filter key when it differs from the id */
  filterKey?: string | null;
  isDataApi?: boolean;
}

let served: OqlConfig | undefined;

/** The configuration this server serves, as the query language reads it (built once). */
export function servedConfig(): OqlConfig {
  served ??= new OqlConfig(entitiesConfig() as OqlEntitiesConfig);
  return served;
}

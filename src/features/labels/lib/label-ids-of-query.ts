import { LABEL_OPERATORS } from '../../../entities/defaults';
import { isGroup, type OqlFilter, type OqlQuery } from '../../../lib/oql/types';

/** The ids of the labels a query's filters read ('matches any/every item in label'), each once. */
export function labelIdsOfQuery(query: OqlQuery): string[] {
  const ids = new Set<string>();
  const visit = (filters: readonly OqlFilter[] | undefined) => {
    for (const filter of filters ?? []) {
      if (isGroup(filter)) visit(filter.filters);
      else if ((LABEL_OPERATORS as readonly (string | undefined)[]).includes(filter.operator) && filter.value !== null)
        ids.add(String(filter.value));
    }
  };
  visit(query.filter_works);
  visit(query.filter_aggs);
  return [...ids];
}

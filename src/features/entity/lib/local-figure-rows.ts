import { formatNumber } from '../../../lib/format-number';
import { localFigure } from '../../../lib/local-figure';
import type { EntityUi } from '../api/get-entity-ui';
import type { DisplayProp } from './property-values';

/**
 * Whether a record's own figures count all of OpenAlex rather than this catalogue: its works (a
 * work's, its citing works) differ from the ones here.
 */
export function countsOpenAlex(entity: EntityUi): boolean {
  const figure =
    entity.entity_type === 'works'
      ? localFigure(entity.cited_by_count, entity.local_counts?.cited_by_count)
      : localFigure(entity.works_count, entity.local_counts?.works_count);
  return figure.inOpenAlex !== null;
}

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/**
 * The Works and Citations rows with this catalogue's figure first and the record's own after it,
 * labelled "in OpenAlex", where the two differ (an imported record); other rows stay as they are.
 */
export function withLocalFigures(rows: readonly DisplayProp[], entity: EntityUi): DisplayProp[] {
  const isWork = entity.entity_type === 'works';
  return rows.map((row) => {
    const figures =
      row.id === 'works_count'
        ? { ...localFigure(entity.works_count, entity.local_counts?.works_count), one: 'work', many: 'works' }
        : row.id === 'cited_by_count'
          ? {
              ...localFigure(entity.cited_by_count, entity.local_counts?.cited_by_count),
              one: 'citation',
              many: 'citations',
            }
          : null;
    if (!figures || figures.here === null || figures.inOpenAlex === null) return row;
    // A work's local figure counts the works here that cite it; an entity's, the citations of its works here.
    const here =
      row.id === 'cited_by_count' && !isWork
        ? `${formatNumber(figures.here)} to its works in this catalogue`
        : `${formatNumber(figures.here)} in this catalogue`;
    return {
      ...row,
      values: [
        { kind: 'text', text: here, isLong: false },
        { kind: 'text', text: `${plural(figures.inOpenAlex, figures.one, figures.many)} in OpenAlex`, isLong: false },
      ],
    };
  });
}

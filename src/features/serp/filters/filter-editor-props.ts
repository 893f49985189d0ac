import type { EntityType } from '../../../entities/entity-types';
import type { Facet } from '../../../entities/facet';
import type { UrlFilter } from '../../../lib/filter-url';
import type { BlurGuard } from './blur-guard';

/** What every per-kind filter editor gets from its row. */
export interface FilterEditorProps {
  entityType: EntityType;
  facet: Facet;
  /** the filter; without values while it is pending (added, no value chosen yet) */
  filter: UrlFilter;
  /** every filter of the page, for options counted under the other filters */
  filters: readonly UrlFilter[];
  isEditing: boolean;
  blurGuard: BlurGuard;
  onEditStart(): void;
  /** editing is over; a filter still without values goes away */
  onEditEnd(): void;
  /** the filter's next state; one without values stays pending and out of the URL */
  onChange(next: UrlFilter): void;
  onDelete(): void;
  /**
   * For facets whose values can come from a label: the operator chosen when it switches between
   * label operators and the others (see FilterRow); absent for other facets.
   */
  onLabelOperator?(operator: string): void;
}

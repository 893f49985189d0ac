import { isGroup, type OqlFilter, type OqlGroup, type OqlLeaf } from '../../../lib/oql/types';

/**
 * The builder's view of a where clause: one root group whose join the user can choose. The query
 * object keeps a top-level list joined by 'and', so an 'or' root is stored as a single group.
 */
export function rootOf(filters: readonly OqlFilter[] | undefined): OqlGroup {
  const list = filters ?? [];
  if (list.length === 1 && isGroup(list[0]!)) return list[0];
  return { join: 'and', filters: [...list] };
}

/** The root group back as the query's list: 'and' spreads out, 'or' stays one group. */
export function fromRoot(root: OqlGroup): OqlFilter[] {
  const filters = clean(root.filters);
  if (filters.length === 0) return [];
  if (root.join === 'and') return filters;
  return filters.length === 1 ? filters : [{ join: 'or', filters }];
}

/** Empty groups dropped and single-filter groups opened, at any depth. */
function clean(filters: readonly OqlFilter[]): OqlFilter[] {
  const out: OqlFilter[] = [];
  for (const filter of filters) {
    if (!isGroup(filter)) {
      out.push(filter);
      continue;
    }
    const inner = clean(filter.filters);
    if (inner.length === 1) out.push(inner[0]!);
    else if (inner.length > 1) out.push({ join: filter.join, filters: inner });
  }
  return out;
}

/** A place in the tree: the indexes from the root's filters down. */
export type TreePath = readonly number[];

function groupAt(root: OqlGroup, path: TreePath): OqlGroup {
  let group = root;
  for (const index of path) {
    const next = group.filters[index];
    if (!next || !isGroup(next)) throw new Error(`No group at ${path.join('.')}`);
    group = next;
  }
  return group;
}

/** A copy of the root with the group at `path` replaced by `change(group)`. */
function withGroup(root: OqlGroup, path: TreePath, change: (group: OqlGroup) => OqlGroup): OqlGroup {
  if (path.length === 0) return change(root);
  const [head, ...rest] = path;
  const filters = root.filters.map((filter, index) =>
    index === head && isGroup(filter) ? withGroup(filter, rest, change) : filter,
  );
  return { ...root, filters };
}

const parentOf = (path: TreePath) => path.slice(0, -1);
const lastOf = (path: TreePath) => path[path.length - 1]!;

export function addFilter(root: OqlGroup, leaf: OqlLeaf, groupPath: TreePath = []): OqlGroup {
  return withGroup(root, groupPath, (group) => ({ ...group, filters: [...group.filters, leaf] }));
}

export function replaceFilter(root: OqlGroup, path: TreePath, filter: OqlFilter): OqlGroup {
  return withGroup(root, parentOf(path), (group) => ({
    ...group,
    filters: group.filters.map((item, index) => (index === lastOf(path) ? filter : item)),
  }));
}

/** Removes a filter; a group left with one filter opens up, one left empty goes. */
export function removeFilter(root: OqlGroup, path: TreePath): OqlGroup {
  const next = withGroup(root, parentOf(path), (group) => ({
    ...group,
    filters: group.filters.filter((_, index) => index !== lastOf(path)),
  }));
  return { ...next, filters: clean(next.filters) };
}

export function setJoin(root: OqlGroup, groupPath: TreePath, join: 'and' | 'or'): OqlGroup {
  return withGroup(root, groupPath, (group) => ({ ...group, join }));
}

/** Whether the filter at `path` has a filter above it in its group to group with. */
export const canGroupWithAbove = (path: TreePath) => lastOf(path) > 0;

/**
 * "Group with the one above": the filter and the one before it become a group of their own,
 * joined the other way from their parent (grouping under the same join would change nothing).
 */
export function groupWithAbove(root: OqlGroup, path: TreePath): OqlGroup {
  if (!canGroupWithAbove(path)) return root;
  const at = lastOf(path);
  return withGroup(root, parentOf(path), (group) => {
    const above = group.filters[at - 1]!;
    const current = group.filters[at]!;
    const join = group.join === 'and' ? 'or' : 'and';
    // joining a group the other way adds the filter to it rather than nesting deeper
    const merged: OqlGroup =
      isGroup(above) && above.join === join
        ? { join, filters: [...above.filters, current] }
        : { join, filters: [above, current] };
    const filters = [...group.filters.slice(0, at - 1), merged, ...group.filters.slice(at + 1)];
    return { ...group, filters };
  });
}

/** "Ungroup": a group's filters take its place in the parent. */
export function ungroup(root: OqlGroup, path: TreePath): OqlGroup {
  const target = path.length ? groupAt(root, path) : null;
  if (!target) return root;
  return withGroup(root, parentOf(path), (group) => ({
    ...group,
    filters: group.filters.flatMap((item, index) => (index === lastOf(path) ? target.filters : [item])),
  }));
}

/** Every leaf of the tree, depth first. */
export function leavesOf(filters: readonly OqlFilter[] | undefined): OqlLeaf[] {
  return (filters ?? []).flatMap((filter) => (isGroup(filter) ? leavesOf(filter.filters) : [filter]));
}

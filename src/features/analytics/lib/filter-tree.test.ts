import { renderOql } from '../../../lib/oql/render';
import type { OqlFilter, OqlLeaf } from '../../../lib/oql/types';
import {
  addFilter,
  canGroupWithAbove,
  fromRoot,
  groupWithAbove,
  leavesOf,
  removeFilter,
  replaceFilter,
  rootOf,
  setJoin,
  ungroup,
} from './filter-tree';

const leaf = (value: string): OqlLeaf => ({ column_id: 'type', operator: 'is', value });
const where = (filters: OqlFilter[]) => renderOql({ get_rows: 'works', filter_works: filters });

describe('the builder’s filter tree', () => {
  it('reads a plain list as an and-root and writes an or-root back as one group', () => {
    const root = rootOf([leaf('a'), leaf('b')]);
    expect(root.join).toBe('and');
    expect(where(fromRoot(root))).toBe('get works where type is a and type is b;');
    expect(where(fromRoot(setJoin(root, [], 'or')))).toBe('get works where (type is a or type is b);');
    // and the or-group reads back as an or-root
    expect(rootOf(fromRoot(setJoin(root, [], 'or'))).join).toBe('or');
  });

  it('groups a filter with the one above under the other join, and ungroups it again', () => {
    let root = rootOf([leaf('a'), leaf('b'), leaf('c')]);
    expect(canGroupWithAbove([0])).toBe(false);
    root = groupWithAbove(root, [2]);
    expect(where(fromRoot(root))).toBe('get works where type is a and (type is b or type is c);');
    // the group's own join can be changed
    expect(where(fromRoot(setJoin(root, [1], 'and')))).toBe('get works where type is a and (type is b and type is c);');
    // a filter grouped with an or-group above joins it instead of nesting deeper
    root = addFilter(root, leaf('d'));
    root = groupWithAbove(root, [2]);
    expect(where(fromRoot(root))).toBe('get works where type is a and (type is b or type is c or type is d);');
    expect(where(fromRoot(ungroup(root, [1])))).toBe(
      'get works where type is a and type is b and type is c and type is d;',
    );
  });

  it('replaces and removes filters inside groups; a group left with one filter opens up', () => {
    let root = groupWithAbove(rootOf([leaf('a'), leaf('b')]), [1]);
    root = replaceFilter(root, [0, 1], leaf('z'));
    expect(where(fromRoot(root))).toBe('get works where (type is a or type is z);');
    root = removeFilter(root, [0, 0]);
    expect(fromRoot(root)).toEqual([leaf('z')]);
    expect(fromRoot(removeFilter(root, [0]))).toEqual([]);
  });

  it('lists every leaf depth first', () => {
    const root = groupWithAbove(rootOf([leaf('a'), leaf('b'), leaf('c')]), [2]);
    expect(leavesOf(fromRoot(root)).map((item) => item.value)).toEqual(['a', 'b', 'c']);
  });
});

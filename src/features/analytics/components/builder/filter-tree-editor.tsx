import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { OqlConfig } from '../../../../lib/oql/config';
import { isGroup, type OqlFilter, type OqlGroup, type OqlLeaf } from '../../../../lib/oql/types';
import {
  addFilter,
  canGroupWithAbove,
  fromRoot,
  groupWithAbove,
  removeFilter,
  replaceFilter,
  rootOf,
  setJoin,
  ungroup,
  type TreePath,
} from '../../lib/filter-tree';
import { changeOperator, columnsWith, newLeaf } from '../../lib/query-draft';
import { ColumnPicker } from './column-picker';
import { ValueEditor } from './value-editor';

interface TreeProps {
  entity: string;
  config: OqlConfig;
  root: OqlGroup;
  onRoot: (root: OqlGroup) => void;
}

function JoinToggle({
  join,
  onJoin,
  label,
}: {
  join: 'and' | 'or';
  onJoin: (join: 'and' | 'or') => void;
  label: string;
}) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={join}
      onChange={(_, next: 'and' | 'or' | null) => {
        if (next) onJoin(next);
      }}
      aria-label={label}
      sx={{ '& .MuiToggleButton-root': { py: 0, px: 1, textTransform: 'none' } }}
    >
      <ToggleButton value="and">and</ToggleButton>
      <ToggleButton value="or">or</ToggleButton>
    </ToggleButtonGroup>
  );
}

function LeafMenu({ path, tree }: { path: TreePath; tree: TreeProps }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const inGroup = path.length > 1;
  const act = (root: OqlGroup) => {
    setAnchor(null);
    tree.onRoot(root);
  };
  return (
    <>
      <IconButton size="small" aria-label="Filter options" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem disabled={!canGroupWithAbove(path)} onClick={() => act(groupWithAbove(tree.root, path))}>
          Group with the one above
        </MenuItem>
        {inGroup ? <MenuItem onClick={() => act(ungroup(tree.root, path.slice(0, -1)))}>Ungroup</MenuItem> : null}
        <MenuItem onClick={() => act(removeFilter(tree.root, path))}>Remove filter</MenuItem>
      </Menu>
    </>
  );
}

function LeafRow({ leaf, path, tree }: { leaf: OqlLeaf; path: TreePath; tree: TreeProps }) {
  const column = tree.config.findColumn(tree.entity, leaf.column_id);
  const name = column?.displayName ?? leaf.column_id;
  const set = (filter: OqlFilter) => tree.onRoot(replaceFilter(tree.root, path, filter));
  if (!column) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography color="error">{`${tree.entity}.${leaf.column_id} is not a valid column`}</Typography>
        <IconButton size="small" aria-label="Remove filter" onClick={() => tree.onRoot(removeFilter(tree.root, path))}>
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </Stack>
    );
  }
  const operators = [...(column.operators ?? ['is'])];
  const operator = leaf.operator ?? column.defaultOperator ?? 'is';
  if (!operators.includes(operator)) operators.push(operator);
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
      data-testid="filter-leaf"
      aria-label={`Filter on ${name}`}
      role="group"
    >
      <Typography sx={{ fontWeight: 600, pt: 1, minWidth: 80 }}>{name}</Typography>
      <TextField
        select
        size="small"
        label="Operator"
        value={operator}
        onChange={(event) => set(changeOperator(leaf, event.target.value))}
        sx={{ minWidth: 140 }}
      >
        {operators.map((op) => (
          <MenuItem key={op} value={op}>
            {op}
          </MenuItem>
        ))}
      </TextField>
      <ValueEditor
        key={`${leaf.column_id}|${operator}|${String(leaf.value)}`}
        entity={tree.entity}
        column={column}
        leaf={{ ...leaf, operator }}
        onChange={set}
      />
      <LeafMenu path={path} tree={tree} />
    </Stack>
  );
}

function GroupView({ group, path, tree }: { group: OqlGroup; path: TreePath; tree: TreeProps }) {
  return (
    <Stack spacing={1}>
      {group.filters.map((filter, index) => {
        const at = [...path, index];
        return (
          <Box key={at.join('.')}>
            {index > 0 ? (
              <Box sx={{ my: 0.5 }}>
                <JoinToggle
                  join={group.join}
                  label={path.length ? 'Join within the group' : 'Join of the filters'}
                  onJoin={(join) => tree.onRoot(setJoin(tree.root, path, join))}
                />
              </Box>
            ) : null}
            {isGroup(filter) ? (
              <Box
                sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 1.5, py: 0.5 }}
                role="group"
                aria-label="Filter group"
              >
                <GroupView group={filter} path={at} tree={tree} />
              </Box>
            ) : (
              <LeafRow leaf={filter} path={at} tree={tree} />
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

/**
 * A where clause as an and/or tree (issue 34): each filter a column, its operator and a value
 * editor fitting the column; filters grouped with the one above or ungrouped; each group's join
 * chosen between its filters; 'Add filter' offers the columns that can filter, popular first.
 */
export function FilterTreeEditor({
  entity,
  config,
  filters,
  onChange,
  addLabel = 'Add filter',
}: {
  entity: string;
  config: OqlConfig;
  filters: OqlFilter[] | undefined;
  onChange: (filters: OqlFilter[]) => void;
  addLabel?: string;
}) {
  const root = rootOf(filters);
  const tree: TreeProps = { entity, config, root, onRoot: (next) => onChange(fromRoot(next)) };
  return (
    <Stack spacing={1}>
      {root.filters.length ? <GroupView group={root} path={[]} tree={tree} /> : null}
      <Box>
        <ColumnPicker
          label={addLabel}
          popularAction="filter"
          columns={columnsWith(config, entity, 'filter')}
          onPick={(column) => tree.onRoot(addFilter(root, newLeaf(column)))}
        />
      </Box>
    </Stack>
  );
}

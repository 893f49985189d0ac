import Chip from '@mui/material/Chip';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OqlConfig } from '../../../../lib/oql/config';
import { changeGetRows, isMetricColumn, removeColumn } from '../../../../lib/oql/structure';
import type { OqlQuery } from '../../../../lib/oql/types';
import { addColumn, columnsWith, getRowsChoices, SUMMARY, sortChoices } from '../../lib/query-draft';
import { ColumnPicker } from './column-picker';

export interface PartProps {
  query: OqlQuery;
  config: OqlConfig;
  onChange: (query: OqlQuery) => void;
}

const entityLabel = (name: string) => (name === SUMMARY ? 'Works Summary' : name.replace(/-/g, ' '));

/** What to list: the popular entities and the works summary first (spec 2 §9), then the rest. */
export function GetRowsSelect({ query, config, onChange, label = 'List' }: PartProps & { label?: string }) {
  const { popular, others } = getRowsChoices(config);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={query.get_rows}
      onChange={(event) => {
        if (event.target.value !== query.get_rows) onChange(changeGetRows(query, event.target.value, config));
      }}
      sx={{ minWidth: 180 }}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } } } }}
    >
      <ListSubheader>Popular</ListSubheader>
      {popular.map((name) => (
        <MenuItem key={name} value={name}>
          {entityLabel(name)}
        </MenuItem>
      ))}
      <ListSubheader>All</ListSubheader>
      {others.map((name) => (
        <MenuItem key={name} value={name}>
          {entityLabel(name)}
        </MenuItem>
      ))}
    </TextField>
  );
}

const rowEntity = (query: OqlQuery) => (query.get_rows === SUMMARY ? 'works' : query.get_rows);

/**
 * The shown columns as removable chips (the last one stays), then 'Add column' and 'Add metric'.
 * Plain columns stay before metrics; removing the sort column moves the sort to the last column.
 */
export function ColumnsEditor({ query, config, onChange }: PartProps) {
  const entity = rowEntity(query);
  const shown = query.show_columns ?? [];
  const available = columnsWith(config, entity, 'column').filter((column) => !shown.includes(column.id));
  const name = (id: string) => config.findColumn(entity, id)?.displayName ?? id;
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {shown.map((id) => (
        <Chip
          key={id}
          label={name(id)}
          color={isMetricColumn(id) ? 'secondary' : 'default'}
          variant={isMetricColumn(id) ? 'filled' : 'outlined'}
          onDelete={shown.length > 1 ? () => onChange(removeColumn(query, id)) : undefined}
          title={id}
        />
      ))}
      {query.get_rows === SUMMARY ? null : (
        <>
          <ColumnPicker
            label="Add column"
            popularAction="column"
            columns={available.filter((column) => !isMetricColumn(column.id))}
            onPick={(column) => onChange(addColumn(query, column.id))}
          />
          <ColumnPicker
            label="Add metric"
            columns={available.filter((column) => isMetricColumn(column.id))}
            onPick={(column) => onChange(addColumn(query, column.id))}
          />
        </>
      )}
    </Stack>
  );
}

/** Sort by one of the shown columns that can sort, ascending or descending. */
export function SortEditor({ query, config, onChange }: PartProps) {
  if (query.get_rows === SUMMARY) {
    return <Typography color="text.secondary">There&apos;s only one row in the result, no need to sort.</Typography>;
  }
  const choices = sortChoices(query, config);
  if (choices.length === 0) return <Typography color="text.secondary">No shown column can sort.</Typography>;
  const column = choices.some((choice) => choice.id === query.sort_by_column) ? query.sort_by_column! : '';
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        select
        size="small"
        label="Sort by"
        value={column}
        onChange={(event) =>
          onChange({ ...query, sort_by_column: event.target.value, sort_by_order: query.sort_by_order ?? 'desc' })
        }
        sx={{ minWidth: 160 }}
      >
        {choices.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.displayName ?? choice.id}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Order"
        value={query.sort_by_order ?? 'desc'}
        onChange={(event) => onChange({ ...query, sort_by_order: event.target.value === 'asc' ? 'asc' : 'desc' })}
        sx={{ minWidth: 130 }}
      >
        <MenuItem value="desc">descending</MenuItem>
        <MenuItem value="asc">ascending</MenuItem>
      </TextField>
    </Stack>
  );
}

import AddIcon from '@mui/icons-material/Add';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { OqlColumnConfig } from '../../../../lib/oql/types';

/**
 * A button that turns into a searchable list of columns (popular ones first, as given); picking
 * one calls `onPick`. Used to add filters, columns and metrics.
 */
export function ColumnPicker({
  columns,
  label,
  onPick,
  popularAction,
}: {
  columns: OqlColumnConfig[];
  label: string;
  onPick: (column: OqlColumnConfig) => void;
  /** columns with this popular action are grouped as 'Popular' */
  popularAction?: string;
}) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)} disabled={columns.length === 0}>
        {label}
      </Button>
    );
  }
  const group = (column: OqlColumnConfig) =>
    popularAction && (column.actionsPopular ?? []).includes(popularAction) ? 'Popular' : 'All columns';
  return (
    <Autocomplete<OqlColumnConfig>
      size="small"
      openOnFocus
      options={columns}
      groupBy={popularAction ? group : undefined}
      getOptionLabel={(column) => column.displayName ?? column.id}
      getOptionKey={(column) => column.id}
      onChange={(_, column) => {
        if (column) onPick(column);
        setOpen(false);
      }}
      onBlur={() => setOpen(false)}
      sx={{ minWidth: 240, maxWidth: 360 }}
      renderOption={(props, column) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            <span>
              {column.displayName ?? column.id}
              {column.displayName && column.displayName !== column.id ? (
                <span style={{ opacity: 0.6, marginLeft: 8, fontSize: '0.85em' }}>{column.id}</span>
              ) : null}
            </span>
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} autoFocus label={label} placeholder="Search columns" />}
    />
  );
}

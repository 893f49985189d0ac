import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DebugFieldKey, DocsColumn } from '../lib/docs-columns';

/** The badges of spec 2: what a column can do in a query. */
const BADGES = ['filter', 'column', 'sort'] as const;

const list = (values: readonly string[] | undefined) => (values?.length ? values.join(', ') : '—');

/** The debug mode's extra fields, as shown for one column. */
function debugValue(column: DocsColumn, field: DebugFieldKey): string {
  switch (field) {
    case 'type':
      return column.type ?? '—';
    case 'actions':
      return list(column.actions);
    case 'actionsPopular':
      return list(column.actionsPopular);
    case 'operators':
      return list(column.operators);
    case 'objectEntity':
      return column.objectEntity ?? '—';
    case 'dataApi':
      return column.isDataApi === false
        ? `analytics only${column.filterKey ? ` (filters ${column.filterKey})` : ''}`
        : column.id;
  }
}

const FIELD_LABELS: Record<DebugFieldKey, string> = {
  type: 'Type',
  actions: 'Actions',
  actionsPopular: 'Popular actions',
  operators: 'Operators',
  objectEntity: 'Object entity',
  dataApi: 'Data API key',
};

/** One column: display name, id, description and badges (and the checked debug fields). */
export function ColumnEntry({ column, fields }: { column: DocsColumn; fields: readonly DebugFieldKey[] }) {
  const badges = BADGES.filter((action) => column.actions?.includes(action));
  return (
    <Box component="li" sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5, rowGap: 0.5 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {column.displayName ?? column.id}
        </Typography>
        <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {column.id}
        </Typography>
      </Stack>
      {column.description && column.description !== column.displayName && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {column.description}
        </Typography>
      )}
      {badges.length > 0 && (
        <Stack direction="row" spacing={0.75} sx={{ mt: 1 }} aria-label="Actions">
          {badges.map((badge) => (
            <Chip key={badge} label={badge} size="small" variant="outlined" color="primary" />
          ))}
        </Stack>
      )}
      {fields.length > 0 && (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.25, mt: 1, mb: 0 }}
        >
          {fields.map((field) => (
            <Box key={field} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {FIELD_LABELS[field]}
              </Typography>
              <Typography component="dd" variant="caption" sx={{ m: 0, wordBreak: 'break-word' }}>
                {debugValue(column, field)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

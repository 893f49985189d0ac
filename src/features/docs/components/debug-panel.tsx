import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DEBUG_FIELDS, DEBUG_FILTERS, type DebugFieldKey, type DebugFilterKey } from '../lib/docs-columns';

interface DebugPanelProps {
  fields: ReadonlySet<DebugFieldKey>;
  filters: ReadonlySet<DebugFilterKey>;
  onToggleField: (key: DebugFieldKey) => void;
  onToggleFilter: (key: DebugFilterKey) => void;
  /** how many columns of the entity each filter alone keeps */
  counts: Record<DebugFilterKey, number>;
  total: number;
  listed: number;
}

/** The hidden debug mode (spec 2 §2): field and filter checkboxes and the column counts. */
export function DebugPanel({ fields, filters, onToggleField, onToggleFilter, counts, total, listed }: DebugPanelProps) {
  return (
    <Paper variant="outlined" component="section" aria-label="Debug mode" sx={{ p: 2, mb: 2 }}>
      <Typography variant="subtitle2" component="h2" gutterBottom>
        Debug mode
      </Typography>
      <FormLabel component="legend" sx={{ typography: 'caption' }}>
        Fields
      </FormLabel>
      <FormGroup row aria-label="Fields" sx={{ mb: 1 }}>
        {DEBUG_FIELDS.map((field) => (
          <FormControlLabel
            key={field.key}
            control={
              <Checkbox size="small" checked={fields.has(field.key)} onChange={() => onToggleField(field.key)} />
            }
            label={field.label}
          />
        ))}
      </FormGroup>
      <FormLabel component="legend" sx={{ typography: 'caption' }}>
        Filters
      </FormLabel>
      <FormGroup row aria-label="Filters" sx={{ mb: 1 }}>
        {DEBUG_FILTERS.map((filter) => (
          <FormControlLabel
            key={filter.key}
            control={
              <Checkbox size="small" checked={filters.has(filter.key)} onChange={() => onToggleFilter(filter.key)} />
            }
            label={`${filter.label} (${counts[filter.key]})`}
          />
        ))}
      </FormGroup>
      <Typography variant="body2" role="status">
        {listed} of {total} columns shown
      </Typography>
    </Paper>
  );
}

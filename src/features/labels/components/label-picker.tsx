import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Link from '@mui/material/Link';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { selectUser, useSessionStore } from '../../../session/session-store';
import type { Label } from '../api/labels-api';
import { useLabels } from '../api/use-labels';
import { entityCount } from '../lib/label-text';

export interface LabelPickerProps {
  /** the type of the entities the filtered column holds ('institutions' …) */
  entityType: string;
  /** the chosen label's id: the OQL value of a label filter */
  value: string | null;
  onChange: (labelId: string | null) => void;
  /** focus the box when it appears (a filter chip opened for editing) */
  autoFocus?: boolean;
}

/** Where labels are made and kept (issue 35). */
export const MY_LABELS_PATH = '/me/labels';

/**
 * The value editor of the label operators ('matches any item in label', 'matches every item in
 * label', spec 2 §9): one of the user's labels of the column's type, shown with its item count.
 */
export function LabelPicker({ entityType, value, onChange, autoFocus = false }: LabelPickerProps) {
  const isLoggedIn = useSessionStore(selectUser) !== null;
  const labels = useLabels();

  if (!isLoggedIn) return <Typography variant="body2">Log in to filter by your labels.</Typography>;
  if (labels.isError) return <Alert severity="error">Could not load your labels: {labels.error.message}</Alert>;

  const options = labels.data?.filter((label) => label.entityType === entityType) ?? [];
  const chosen = options.find((label) => label.id === value) ?? null;
  const isMissing = labels.isSuccess && value !== null && value !== '' && chosen === null;

  if (labels.isSuccess && options.length === 0) {
    return (
      <Typography variant="body2" role="status">
        {isMissing && `Label ${value} is not one of your labels of ${entityType}. `}
        No labels of {entityType} yet.{' '}
        <Link component={RouterLink} to={MY_LABELS_PATH}>
          Make one in My labels
        </Link>
      </Typography>
    );
  }

  return (
    <Autocomplete<Label>
      size="small"
      sx={{ minWidth: 240 }}
      options={options}
      value={chosen}
      loading={labels.isPending}
      disabled={labels.isPending}
      onChange={(_event, label) => onChange(label?.id ?? null)}
      getOptionLabel={(label) => label.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      renderOption={({ key, ...props }, label) => (
        <li key={key} {...props}>
          <ListItemText primary={label.name} secondary={entityCount(label.ids.length, entityType)} />
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Label"
          autoFocus={autoFocus}
          placeholder={labels.isPending ? 'Loading labels…' : 'Choose a label'}
          error={isMissing}
          helperText={
            isMissing
              ? `Label ${value} is not one of your labels of ${entityType}.`
              : chosen
                ? entityCount(chosen.ids.length, entityType)
                : undefined
          }
        />
      )}
    />
  );
}

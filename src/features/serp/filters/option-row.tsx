import Block from '@mui/icons-material/Block';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ValueState } from '../../../lib/filter-edit';
import { formatCountCompact } from '../../../lib/format-number';

interface OptionRowProps {
  label: string;
  state: ValueState;
  count?: number;
  hint?: string;
  onStateChange(state: ValueState): void;
}

/**
 * One option of a select or entity filter: the checkbox includes it, the exclude button negates
 * it; each undoes the other.
 */
export function OptionRow({ label, state, count, hint, onStateChange }: OptionRowProps) {
  const labelId = useId();
  const isNegated = state === 'negated';
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 36 }}>
      <Checkbox
        size="small"
        checked={state === 'applied'}
        onChange={() => onStateChange(state === 'applied' ? 'unapplied' : 'applied')}
        slotProps={{ input: { 'aria-labelledby': labelId } }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          id={labelId}
          variant="body2"
          noWrap
          sx={isNegated ? { textDecoration: 'line-through', color: 'error.main' } : undefined}
        >
          {label}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {hint}
          </Typography>
        )}
      </Box>
      {count !== undefined && (
        <Typography variant="caption" color="text.secondary">
          {formatCountCompact(count)}
        </Typography>
      )}
      <IconButton
        size="small"
        aria-label={`Exclude ${label}`}
        aria-pressed={isNegated}
        color={isNegated ? 'error' : 'default'}
        onClick={() => onStateChange(isNegated ? 'unapplied' : 'negated')}
      >
        <Block fontSize="small" />
      </IconButton>
    </Box>
  );
}

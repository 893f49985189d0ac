import CheckIcon from '@mui/icons-material/Check';
import SortIcon from '@mui/icons-material/Sort';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { DeferredMenu } from '../../../components/deferred-menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import type { SortOption } from '../../../entities/sort-options';

interface SortMenuProps {
  options: readonly SortOption[];
  value: string;
  onChange: (value: string) => void;
}

/** The sort button: one option is always selected. */
export function SortMenu({ options, value, onChange }: SortMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = options.find((option) => option.value === value);
  return (
    <>
      <Button
        size="small"
        startIcon={<SortIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-label={`Sort by ${current?.displayName ?? value}`}
      >
        {current?.displayName ?? value}
      </Button>
      <DeferredMenu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {options.map((option) => (
          <MenuItem
            key={option.value}
            selected={option.value === value}
            onClick={() => {
              setAnchor(null);
              onChange(option.value);
            }}
          >
            <ListItemIcon>{option.value === value && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{option.displayName}</ListItemText>
          </MenuItem>
        ))}
      </DeferredMenu>
    </>
  );
}

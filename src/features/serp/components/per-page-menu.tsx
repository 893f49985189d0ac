import CheckIcon from '@mui/icons-material/Check';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { DeferredMenu } from '../../../components/deferred-menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { PER_PAGE_OPTIONS } from '../../../entities/defaults';

interface PerPageMenuProps {
  value: number;
  onChange: (perPage: number) => void;
}

/** Results per page, 10 or 100, with a tick on the current one. */
export function PerPageMenu({ value, onChange }: PerPageMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-label={`${value} results per page`}
      >
        {value} per page
      </Button>
      <DeferredMenu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {PER_PAGE_OPTIONS.map((option) => (
          <MenuItem
            key={option}
            selected={option === value}
            onClick={() => {
              setAnchor(null);
              onChange(option);
            }}
          >
            <ListItemIcon>{option === value && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{option} per page</ListItemText>
          </MenuItem>
        ))}
      </DeferredMenu>
    </>
  );
}

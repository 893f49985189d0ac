import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { OPERATOR_CLICK_GUARD_MS, type BlurGuard } from './blur-guard';

interface OperatorMenuProps {
  operators: readonly string[];
  value: string;
  blurGuard: BlurGuard;
  onChange(operator: string): void;
  /** the menu opens (to start loading what its choices need) */
  onOpen?(): void;
}

/** The verb of a filter sentence as a menu button ('is' / 'is not'). */
export function OperatorMenu({ operators, value, blurGuard, onChange, onOpen }: OperatorMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  function handleSelect(operator: string) {
    setAnchor(null);
    if (operator !== value) onChange(operator);
  }

  return (
    <>
      <Button
        size="small"
        color="inherit"
        endIcon={<ArrowDropDown />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        // The press takes focus from an open editor; that blur must not end the editing.
        onPointerDown={() => blurGuard.arm(OPERATOR_CLICK_GUARD_MS)}
        onMouseDown={() => blurGuard.arm(OPERATOR_CLICK_GUARD_MS)}
        onClick={(event) => {
          onOpen?.();
          setAnchor(event.currentTarget);
        }}
        sx={{ minWidth: 0, px: 0.5, textTransform: 'none', fontWeight: 400 }}
      >
        {value}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {operators.map((operator) => (
          <MenuItem key={operator} selected={operator === value} onClick={() => handleSelect(operator)}>
            {operator}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

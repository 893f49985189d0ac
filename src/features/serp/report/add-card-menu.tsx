import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import type { EntityType } from '../../../entities/entity-types';
import { facetsFor, popularFacets } from '../../../entities/facets';
import { titleCase } from '../../../lib/title-case';

interface AddCardMenuProps {
  entityType: EntityType;
  /** facet keys that already have a card */
  shownKeys: readonly string[];
  onAdd: (key: string) => void;
}

/** 'Add card': the group-by facets without a card yet, popular ones first. */
export function AddCardMenu({ entityType, shownKeys, onAdd }: AddCardMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const available = facetsFor(entityType, 'group_by').filter((facet) => !shownKeys.includes(facet.key));
  const popularKeys = new Set(popularFacets(entityType, 'group_by').map((facet) => facet.key));
  const popular = available.filter((facet) => popularKeys.has(facet.key));
  const others = available.filter((facet) => !popularKeys.has(facet.key));

  function handleOpen(event: MouseEvent<HTMLElement>) {
    setAnchor(event.currentTarget);
  }

  function handlePick(key: string) {
    setAnchor(null);
    onAdd(key);
  }

  const items: ReactNode[] = [];
  const section = (heading: string, facets: typeof available) => {
    if (facets.length === 0) return;
    if (items.length > 0) items.push(<Divider key={`${heading}-divider`} />);
    items.push(<ListSubheader key={heading}>{heading}</ListSubheader>);
    for (const facet of facets) {
      items.push(
        <MenuItem key={facet.key} onClick={() => handlePick(facet.key)}>
          {titleCase(facet.displayName)}
        </MenuItem>,
      );
    }
  };
  section('Popular', popular);
  section(popular.length > 0 ? 'Others' : 'Group by', others);

  return (
    <>
      <Button
        size="small"
        startIcon={<AddIcon />}
        disabled={available.length === 0}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={handleOpen}
      >
        Add card
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxHeight: 420 } } }}
      >
        {items}
      </Menu>
    </>
  );
}

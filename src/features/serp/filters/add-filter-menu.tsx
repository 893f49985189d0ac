import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { EntityType } from '../../../entities/entity-types';
import type { Facet } from '../../../entities/facet';
import { FacetIcon } from './facet-icon';
import { filterMenuSections } from './filter-menu-facets';
import { facetLabel } from './filter-values';

interface AddFilterMenuProps {
  entityType: EntityType;
  /** keys already in use; they cannot be added again */
  usedKeys: readonly string[];
  onAdd(facet: Facet): void;
}

/** The 'Add filter' button and its menu of the entity type's filters, popular ones first, with a search box. */
export function AddFilterMenu({ entityType, usedKeys, onAdd }: AddFilterMenuProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isOpen = anchor !== null;
  const [search, setSearch] = useState('');
  const menuId = useId();
  const sections = isOpen ? filterMenuSections(entityType, search) : [];

  function close() {
    setAnchor(null);
    setSearch('');
  }

  function handleDismiss() {
    anchor?.focus();
    close();
  }

  function handleSelect(facet: Facet) {
    // Focus is not handed back to the button: the new filter's editor takes it.
    close();
    onAdd(facet);
  }

  function handleSearchKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    listRef.current?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
  }

  return (
    <>
      <Button
        size="small"
        startIcon={<Add />}
        aria-haspopup="true"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Add filter
      </Button>
      <Popover
        id={menuId}
        open={isOpen}
        anchorEl={anchor}
        onClose={handleDismiss}
        disableRestoreFocus
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: 340, maxHeight: 480, display: 'flex', flexDirection: 'column' } } }}
      >
        <TextField
          autoFocus
          size="small"
          label="Search filters"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={handleSearchKeyDown}
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
          sx={{ m: 1.5, mb: 0.5 }}
        />
        <MenuList ref={listRef} dense aria-label="Filters to add" sx={{ overflowY: 'auto' }}>
          {sections.flatMap((section) => [
            <ListSubheader key={`section:${section.title}`} role="presentation" sx={{ lineHeight: '32px' }}>
              {section.title}
            </ListSubheader>,
            ...section.facets.map((facet) => (
              <MenuItem key={facet.key} disabled={usedKeys.includes(facet.key)} onClick={() => handleSelect(facet)}>
                <ListItemIcon>
                  <FacetIcon name={facet.icon} fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={facetLabel(facet)} />
              </MenuItem>
            )),
          ])}
          {sections.length === 0 && <MenuItem disabled>No matching filters</MenuItem>}
        </MenuList>
      </Popover>
    </>
  );
}

import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import { useRef, type KeyboardEvent } from 'react';
import type { EntityType } from '../../../entities/entity-types';
import type { Facet } from '../../../entities/facet';
import { FacetIcon } from './facet-icon';
import { filterMenuSections } from './filter-menu-facets';
import { facetLabel } from './filter-values';

export interface AddFilterPopoverProps {
  id: string;
  entityType: EntityType;
  /** keys already in use; they cannot be added again */
  usedKeys: readonly string[];
  /** the 'Add filter' button while the menu is open, else null */
  anchor: HTMLElement | null;
  search: string;
  onSearchChange(search: string): void;
  onSelect(facet: Facet): void;
  onDismiss(): void;
}

/** The 'Add filter' menu: the entity type's filters, popular ones first, with a search box. */
export function AddFilterPopover({
  id,
  entityType,
  usedKeys,
  anchor,
  search,
  onSearchChange,
  onSelect,
  onDismiss,
}: AddFilterPopoverProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const sections = anchor ? filterMenuSections(entityType, search) : [];

  function handleSearchKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    listRef.current?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
  }

  return (
    <Popover
      id={id}
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onDismiss}
      disableRestoreFocus
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { sx: { width: 340, maxHeight: 480, display: 'flex', flexDirection: 'column' } } }}
    >
      <TextField
        autoFocus
        size="small"
        label="Search filters"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
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
            <MenuItem key={facet.key} disabled={usedKeys.includes(facet.key)} onClick={() => onSelect(facet)}>
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
  );
}

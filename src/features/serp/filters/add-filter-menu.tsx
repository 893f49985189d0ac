import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import { LoadedPart } from '../../../components/loaded-part';
import { MountWhen } from '../../../components/mount-when';
import type { EntityType } from '../../../entities/entity-types';
import type { Facet } from '../../../entities/facet';
import { addFilterPopover } from './filter-parts';

interface AddFilterMenuProps {
  entityType: EntityType;
  /** keys already in use; they cannot be added again */
  usedKeys: readonly string[];
  onAdd(facet: Facet): void;
}

/** The 'Add filter' button and its menu of the entity type's filters, popular ones first, with a search box. */
export function AddFilterMenu({ entityType, usedKeys, onAdd }: AddFilterMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isOpen = anchor !== null;
  const [search, setSearch] = useState('');
  const menuId = useId();

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
      <MountWhen when={isOpen}>
        {/* its code loads when it is first opened (if a results page has not preloaded it) */}
        <LoadedPart
          part={addFilterPopover}
          props={{
            id: menuId,
            entityType,
            usedKeys,
            anchor,
            search,
            onSearchChange: setSearch,
            onSelect: handleSelect,
            onDismiss: handleDismiss,
          }}
        />
      </MountWhen>
    </>
  );
}

import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import { DeferredMenu } from '../../../components/deferred-menu';
import MenuItem from '@mui/material/MenuItem';
import { DeferredTooltip } from '../../../components/deferred-tooltip';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { formatSavedTime } from '../lib/saved-search-url';
import type { SavedSearchActions } from './use-saved-search-actions';

/** Searches listed in the Open submenu; the rest are under View all. */
const OPEN_LIST_MAX = 10;

/**
 * Spec 1 §2: the results page's title menu — New, Open (saved searches and View all), Make a copy,
 * Save / Save As..., Rename, Delete and the alert; its button shows the open search's name.
 */
export function SavedSearchMenu({ actions }: { actions: SavedSearchActions }) {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [openAnchor, setOpenAnchor] = useState<HTMLElement | null>(null);
  const { current } = actions;
  const closeAll = () => {
    setOpenAnchor(null);
    setAnchor(null);
  };
  const run = (action: () => void) => () => {
    closeAll();
    action();
  };

  return (
    <>
      <Button
        color="inherit"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-label={`Saved search menu: ${current ? current.name : 'Unsaved search'}`}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', fontSize: '1.1rem', fontWeight: 500, px: 1, minWidth: 0 }}
      >
        {current ? current.name : 'Unsaved search'}
        {actions.isEdited && (
          <DeferredTooltip title="Changed since it was saved">
            <span aria-label="(edited)">&nbsp;*</span>
          </DeferredTooltip>
        )}
      </Button>
      <DeferredMenu anchorEl={anchor} open={Boolean(anchor)} onClose={closeAll}>
        <MenuItem onClick={run(actions.newSearch)}>New</MenuItem>
        <MenuItem
          disabled={!actions.isLoggedIn}
          aria-haspopup="menu"
          onClick={(event) => setOpenAnchor(event.currentTarget)}
        >
          <ListItemText>Open</ListItemText>
          <ChevronRightIcon fontSize="small" />
        </MenuItem>
        <Divider />
        <MenuItem disabled={!current} onClick={run(actions.copy)}>
          Make a copy
        </MenuItem>
        <MenuItem onClick={run(actions.save)}>{current ? 'Save' : 'Save As...'}</MenuItem>
        <MenuItem disabled={!current} onClick={run(actions.rename)}>
          Rename
        </MenuItem>
        <MenuItem disabled={!current} onClick={run(actions.remove)}>
          Delete
        </MenuItem>
        {actions.canAlert && <Divider />}
        {actions.canAlert && (
          <MenuItem disabled={!current} onClick={run(actions.toggleAlert)}>
            {current?.hasAlert ? 'Remove alert' : 'Create alert'}
          </MenuItem>
        )}
      </DeferredMenu>
      <DeferredMenu
        anchorEl={openAnchor}
        open={Boolean(openAnchor)}
        onClose={() => setOpenAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      >
        {actions.searches.length === 0 && <MenuItem disabled>No saved searches yet</MenuItem>}
        {actions.searches.slice(0, OPEN_LIST_MAX).map((search) => (
          <MenuItem key={search.id} selected={search.id === current?.id} onClick={run(() => actions.open(search))}>
            <ListItemText primary={search.name} secondary={formatSavedTime(search.updated)} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={run(() => void navigate(paths.meSearches))}>View all</MenuItem>
      </DeferredMenu>
    </>
  );
}

/** Spec 1 §2: the bell (works only) toggles the open search's alert, or saves it with one. */
export function AlertBell({ actions }: { actions: SavedSearchActions }) {
  if (!actions.canAlert) return null;
  const isOn = actions.current?.hasAlert ?? false;
  const label = isOn ? 'Remove alert' : 'Create alert';
  return (
    <DeferredTooltip title={label}>
      <IconButton aria-label={label} aria-pressed={isOn} onClick={actions.toggleAlert}>
        {isOn ? <NotificationsActiveIcon color="primary" /> : <NotificationsNoneIcon />}
      </IconButton>
    </DeferredTooltip>
  );
}

import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ENTITY_TYPE_LABELS, isEntityType, type EntityType } from '../../../entities/entity-types';
import { capitalize } from '../../../lib/title-case';
import { selectUser, useSessionStore } from '../../../session/session-store';
import { useSavedSearches, type SavedSearch } from '../api/saved-searches-api';
import { formatSavedTime } from '../lib/saved-search-url';
import { useSearchTabsStore, type SearchTab, type UserTabs } from '../lib/search-tabs-store';

const NO_TABS: UserTabs = { tabs: [], activeKey: null };

/** A tab's label: its saved search's name, else the entity type it lists, marked unsaved. */
function tabLabel(tab: SearchTab, searches: SavedSearch[]): string {
  const url = new URL(tab.url, 'http://local');
  const id = url.searchParams.get('id');
  const saved = id ? searches.find((search) => search.id === id) : undefined;
  if (saved) return saved.name;
  const type = url.pathname.slice(1);
  const plural = isEntityType(type) ? capitalize(ENTITY_TYPE_LABELS[type].displayNamePlural) : 'Search';
  return `${plural} (unsaved)`;
}

/**
 * Spec 1 §2 tab bar, for logged-in users on results pages: a tab per open search with a close
 * button, and (desktop) a plus button opening the 'Open tab' dialog of saved searches.
 */
export function SearchTabsBarContent({ entityType }: { entityType: EntityType }) {
  const user = useSessionStore(selectUser);
  const userId = user?.id ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'));
  const { searches } = useSavedSearches();
  const { tabs, activeKey } = useSearchTabsStore((state) => state.byUser[userId] ?? NO_TABS);
  const pageVisited = useSearchTabsStore((state) => state.pageVisited);
  const tabOpened = useSearchTabsStore((state) => state.tabOpened);
  const tabActivated = useSearchTabsStore((state) => state.tabActivated);
  const tabClosed = useSearchTabsStore((state) => state.tabClosed);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const url = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (userId) pageVisited(userId, url);
  }, [userId, url, pageVisited]);

  if (!user) return null;

  function openTab(tabUrl: string) {
    setDialogOpen(false);
    tabOpened(userId, tabUrl);
    void navigate(tabUrl);
  }
  function closeTab(tab: SearchTab) {
    const next = tabClosed(userId, tab.key);
    if (tab.key !== activeKey) return;
    if (next) void navigate(next.url);
    else openTab(`/${entityType}`);
  }

  return (
    <Box
      component="nav"
      aria-label="Search tabs"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, overflowX: 'auto', pb: 0.5 }}
    >
      {tabs.map((tab) => {
        const label = tabLabel(tab, searches);
        const isActive = tab.key === activeKey;
        return (
          <Chip
            key={tab.key}
            label={label}
            aria-current={isActive ? 'page' : undefined}
            color={isActive ? 'primary' : 'default'}
            variant={isActive ? 'filled' : 'outlined'}
            onClick={() => {
              if (isActive) return;
              tabActivated(userId, tab.key);
              void navigate(tab.url);
            }}
            onDelete={tabs.length > 1 ? () => closeTab(tab) : undefined}
            deleteIcon={<CloseIcon aria-label={`Close tab ${label}`} />}
            sx={{ maxWidth: 220 }}
          />
        );
      })}
      {isDesktop && (
        <Tooltip title="Open tab">
          <IconButton size="small" aria-label="Open tab" onClick={() => setDialogOpen(true)}>
            <AddIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Dialog
        open={isDialogOpen}
        onClose={() => setDialogOpen(false)}
        aria-labelledby="open-tab-title"
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id="open-tab-title">Open tab</DialogTitle>
        <DialogContent sx={{ px: 1 }}>
          <List dense>
            <ListItemButton onClick={() => openTab(`/${entityType}`)}>
              <ListItemText primary="New search" />
            </ListItemButton>
            {searches.map((search) => (
              <ListItemButton key={search.id} onClick={() => openTab(search.searchUrl)}>
                <ListItemText primary={search.name} secondary={search.description || undefined} />
                {search.hasAlert && <NotificationsActiveIcon fontSize="small" color="action" titleAccess="Alert on" />}
                <Typography variant="caption" color="text.secondary" sx={{ ml: 1, whiteSpace: 'nowrap' }}>
                  {formatSavedTime(search.updated)}
                </Typography>
              </ListItemButton>
            ))}
          </List>
        </DialogContent>
      </Dialog>
    </Box>
  );
}

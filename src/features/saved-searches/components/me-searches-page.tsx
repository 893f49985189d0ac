import MoreVertIcon from '@mui/icons-material/MoreVert';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { visuallyHidden } from '../../../components/visually-hidden';
import { showSnackbar } from '../../../components/snackbar/snackbar-store';
import { ENTITY_TYPE_LABELS, isEntityType } from '../../../entities/entity-types';
import { capitalize } from '../../../lib/title-case';
import { selectUser, useSessionStore } from '../../../session/session-store';
import { savedSearchesQueryOptions, useSavedSearches, type SavedSearch } from '../api/saved-searches-api';
import { formatSavedTime } from '../lib/saved-search-url';
import { useSearchTabsStore } from '../lib/search-tabs-store';
import { DeleteSearchDialog } from './delete-search-dialog';
import { EditSearchDialog, type SaveSearchFields } from './save-search-dialog';

/** Rows a page: an account may keep hundreds of searches, and a table of them all renders slowly. */
const ROWS_PER_PAGE = 50;

function entityLabel(search: SavedSearch): string {
  const type = new URL(search.searchUrl, 'http://local').pathname.slice(1);
  return isEntityType(type) ? capitalize(ENTITY_TYPE_LABELS[type].displayNamePlural) : type;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** /me/searches: the user's saved searches with last change, alert bell and a menu of actions. */
export function MeSearchesPage() {
  const user = useSessionStore(selectUser);
  const navigate = useNavigate();
  const saved = useSavedSearches();
  const list = useQuery({ ...savedSearchesQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
  const tabOpened = useSearchTabsStore((state) => state.tabOpened);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; search: SavedSearch } | null>(null);
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [describing, setDescribing] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [page, setPage] = useState(0);
  // after deletions the page asked for may be past the end
  const shownPage = Math.min(page, Math.max(0, Math.ceil(saved.searches.length / ROWS_PER_PAGE) - 1));
  const shown = saved.searches.slice(shownPage * ROWS_PER_PAGE, (shownPage + 1) * ROWS_PER_PAGE);

  async function toggleAlert(search: SavedSearch) {
    try {
      await saved.put({ ...search, hasAlert: !search.hasAlert });
      showSnackbar(search.hasAlert ? 'Alert removed' : 'Alert added', 'success');
    } catch (error) {
      showSnackbar(`Could not change the alert: ${errorText(error)}`, 'error');
    }
  }
  async function rename(fields: SaveSearchFields) {
    if (!renaming) return;
    await saved.put({ ...renaming, name: fields.name, description: fields.description });
    setRenaming(null);
    showSnackbar('Search renamed', 'success');
  }
  async function describe(fields: SaveSearchFields) {
    if (!describing) return;
    await saved.put({ ...describing, description: fields.description });
    setDescribing(null);
    showSnackbar('Description updated', 'success');
  }
  async function remove() {
    if (!deleting) return;
    const search = deleting;
    setDeleting(null);
    try {
      await saved.remove(search.id);
      showSnackbar('Search deleted', 'success');
    } catch (error) {
      showSnackbar(`Could not delete the saved search: ${errorText(error)}`, 'error');
    }
  }
  const act = (action: (search: SavedSearch) => void) => () => {
    if (!menu) return;
    const { search } = menu;
    setMenu(null);
    action(search);
  };

  return (
    <PageContainer title="Saved searches" maxWidth="lg">
      <Alert severity="info" sx={{ mb: 2 }}>
        More support for saved searches (sharing, folders) is coming soon.
      </Alert>
      {list.isPending && <CircularProgress aria-label="Loading saved searches" />}
      {list.isError && <Alert severity="error">Could not load your saved searches: {errorText(list.error)}</Alert>}
      {list.isSuccess && saved.searches.length === 0 && (
        <Typography color="text.secondary">
          You have no saved searches yet. Use the menu above any results list to save the search you are looking at.
        </Typography>
      )}
      {saved.searches.length > 0 && (
        <Table size="small" aria-label="Saved searches">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Type</TableCell>
              <TableCell>Last updated</TableCell>
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((search) => (
              <TableRow key={search.id} hover>
                <TableCell>
                  <Link component={RouterLink} to={search.searchUrl}>
                    {search.name}
                  </Link>
                  {search.description && (
                    <Typography variant="body2" color="text.secondary">
                      {search.description}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{entityLabel(search)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatSavedTime(search.updated)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {entityLabel(search) === 'Works' && (
                    <Tooltip title={search.hasAlert ? 'Remove alert' : 'Create alert'}>
                      <IconButton
                        aria-label={`${search.hasAlert ? 'Remove alert' : 'Create alert'}: ${search.name}`}
                        aria-pressed={search.hasAlert}
                        onClick={() => void toggleAlert(search)}
                      >
                        {search.hasAlert ? <NotificationsActiveIcon color="primary" /> : <NotificationsNoneIcon />}
                      </IconButton>
                    </Tooltip>
                  )}
                  <IconButton
                    aria-label={`Actions: ${search.name}`}
                    aria-haspopup="menu"
                    onClick={(event) => setMenu({ anchor: event.currentTarget, search })}
                  >
                    <MoreVertIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {saved.searches.length > ROWS_PER_PAGE && (
        <TablePagination
          component="div"
          count={saved.searches.length}
          page={shownPage}
          rowsPerPage={ROWS_PER_PAGE}
          rowsPerPageOptions={[]}
          onPageChange={(_event, next) => setPage(next)}
        />
      )}
      <Menu anchorEl={menu?.anchor} open={Boolean(menu)} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={act((search) => {
            void navigate(search.searchUrl);
            showSnackbar('Search opened.', 'success');
          })}
        >
          Open
        </MenuItem>
        <MenuItem
          onClick={act((search) => {
            if (user) tabOpened(user.id, search.searchUrl);
            void navigate(search.searchUrl);
            showSnackbar('Search opened.', 'success');
          })}
        >
          Open in new tab
        </MenuItem>
        <MenuItem onClick={act(setRenaming)}>Rename</MenuItem>
        <MenuItem onClick={act(setDescribing)}>Edit description</MenuItem>
        <MenuItem onClick={act(setDeleting)}>Delete</MenuItem>
      </Menu>
      {renaming && <EditSearchDialog search={renaming} onSubmit={rename} onClose={() => setRenaming(null)} />}
      {describing && (
        <EditSearchDialog
          search={describing}
          title="Edit description"
          submitLabel="Save"
          onSubmit={describe}
          onClose={() => setDescribing(null)}
        />
      )}
      <DeleteSearchDialog search={deleting} onConfirm={() => void remove()} onClose={() => setDeleting(null)} />
    </PageContainer>
  );
}

import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import { DeferredMenu } from '../../components/deferred-menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { showSnackbar } from '../../components/snackbar/snackbar-store';
import { paths } from '../../config/paths';
import { DEFAULT_UI_VARIANT, parseUiVariant, uiVariants } from '../../config/ui-variants';
import { useAuthDialogStore } from '../../session/auth-dialog-store';
import { logOut } from '../../session/log-out';
import { selectUser, useSessionStore } from '../../session/session-store';
import { useAppNavigate } from '../../components/use-app-navigate';

/**
 * Log in / Sign up when logged out. When logged in, the account button (the user's name) goes to
 * /me/labels as spec 1 §2 says, and the arrow beside it opens the menu of account links; an admin's
 * menu adds the admin page, the tests link and the UI-variant selector (spec 1 §1).
 */
export function UserMenu() {
  const user = useSessionStore(selectUser);
  const dialogOpened = useAuthDialogStore((state) => state.dialogOpened);
  const navigate = useAppNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isVariantsOpen, setVariantsOpen] = useState(false);

  if (!user) {
    return (
      <Stack direction="row" spacing={1} sx={{ whiteSpace: 'nowrap' }}>
        <Button color="inherit" onClick={() => dialogOpened('login')}>
          Log in
        </Button>
        <Button variant="contained" onClick={() => dialogOpened('signup')} sx={{ flexShrink: 0 }}>
          Sign up
        </Button>
      </Stack>
    );
  }

  const currentVariant = parseUiVariant(searchParams.get('ui'));
  const close = () => {
    setAnchor(null);
    setVariantsOpen(false);
  };

  function handleVariant(variant: string) {
    close();
    setSearchParams((params) => {
      if (variant === DEFAULT_UI_VARIANT) params.delete('ui');
      else params.set('ui', variant);
      return params;
    });
  }

  function handleLogout() {
    close();
    void logOut();
    showSnackbar("You're logged out");
    navigate(paths.home);
  }

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', minWidth: 0 }}>
        <Button
          color="inherit"
          component={RouterLink}
          to={paths.meLabels}
          startIcon={<AccountCircleIcon />}
          sx={{ maxWidth: 220, minWidth: 0 }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{user.name}</span>
        </Button>
        <IconButton
          color="inherit"
          size="small"
          aria-label="Account menu"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? 'user-menu' : undefined}
        >
          <ArrowDropDownIcon />
        </IconButton>
      </Stack>
      <DeferredMenu id="user-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={RouterLink} to={paths.meAbout} onClick={close}>
          Account
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.meLabels} onClick={close}>
          Labels
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.meSearches} onClick={close}>
          Searches
        </MenuItem>
        {user.isAdmin && [
          <Divider key="admin-divider" />,
          <MenuItem key="admin" component={RouterLink} to={paths.admin} onClick={close}>
            Admin
          </MenuItem>,
          <MenuItem key="tests" component={RouterLink} to={paths.tests} onClick={close}>
            Tests
          </MenuItem>,
          // the layouts are for developers comparing them: folded away until asked for
          <MenuItem
            key="variants"
            aria-expanded={isVariantsOpen}
            aria-controls={isVariantsOpen ? 'ui-variants' : undefined}
            onClick={() => setVariantsOpen((isOpen) => !isOpen)}
          >
            <ListItemText primary="UI variant" secondary={currentVariant} />
            {isVariantsOpen ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
          </MenuItem>,
          ...(isVariantsOpen
            ? uiVariants.map((variant) => (
                <MenuItem
                  key={variant}
                  role="menuitemradio"
                  aria-checked={variant === currentVariant}
                  selected={variant === currentVariant}
                  onClick={() => handleVariant(variant)}
                  sx={{ pl: 4 }}
                >
                  {variant}
                </MenuItem>
              ))
            : []),
        ]}
        <Divider />
        <MenuItem onClick={handleLogout}>Log out</MenuItem>
      </DeferredMenu>
    </>
  );
}

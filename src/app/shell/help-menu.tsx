import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import IconButton from '@mui/material/IconButton';
import { DeferredMenu } from '../../components/deferred-menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { externalLinks } from '../../config/outside-links';

/** Links to support and the help center. */
export function HelpMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Help"
        aria-haspopup="menu"
        aria-controls={anchor ? 'help-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <HelpOutlineIcon />
      </IconButton>
      <DeferredMenu id="help-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component="a" href={externalLinks.support} target="_blank" rel="noopener" onClick={close}>
          Support
        </MenuItem>
        <MenuItem component="a" href={externalLinks.helpCenter} target="_blank" rel="noopener" onClick={close}>
          Help center
        </MenuItem>
      </DeferredMenu>
    </>
  );
}

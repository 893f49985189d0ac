import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import LinkIcon from '@mui/icons-material/Link';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { DeferredMenu } from '../../../components/deferred-menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { DeferredTooltip } from '../../../components/deferred-tooltip';
import { useState } from 'react';
import { showSnackbar } from '../../../components/snackbar/snackbar-store';
import type { SerpView } from '../url-state/serp-params';
import { lazyPart } from '../../../components/lazy-part';

const QrDialog = lazyPart(() => import('./qr-dialog').then((module) => module.QrDialog));

const VIEW_LABELS: Record<SerpView, string> = { list: 'Results list', report: 'Report', api: 'API' };

interface SerpToolbarProps {
  views: Record<SerpView, boolean>;
  onViewsChange: (views: Partial<Record<SerpView, boolean>>) => void;
}

/** The page's settings menu (which views show) and share menu (copy link, QR code). */
export function SerpToolbar({ views, onViewsChange }: SerpToolbarProps) {
  const [settingsAnchor, setSettingsAnchor] = useState<HTMLElement | null>(null);
  const [shareAnchor, setShareAnchor] = useState<HTMLElement | null>(null);
  const [isQrOpen, setQrOpen] = useState(false);
  const url = window.location.href;

  async function handleCopyLink() {
    setShareAnchor(null);
    try {
      await navigator.clipboard.writeText(window.location.href);
      showSnackbar('URL copied to clipboard.', 'success');
    } catch {
      showSnackbar('Could not copy the link; copy it from the address bar.', 'error');
    }
  }

  return (
    <Stack direction="row" spacing={0.5}>
      <DeferredTooltip title="Views">
        <IconButton aria-label="Views" aria-haspopup="menu" onClick={(event) => setSettingsAnchor(event.currentTarget)}>
          <SettingsOutlinedIcon />
        </IconButton>
      </DeferredTooltip>
      <DeferredMenu anchorEl={settingsAnchor} open={Boolean(settingsAnchor)} onClose={() => setSettingsAnchor(null)}>
        {(Object.keys(VIEW_LABELS) as SerpView[]).map((view) => (
          <MenuItem
            key={view}
            role="menuitemcheckbox"
            aria-checked={views[view]}
            onClick={() => onViewsChange({ [view]: !views[view] })}
          >
            <ListItemIcon>
              {views[view] ? <CheckBoxIcon fontSize="small" /> : <CheckBoxOutlineBlankIcon fontSize="small" />}
            </ListItemIcon>
            <ListItemText>{VIEW_LABELS[view]}</ListItemText>
          </MenuItem>
        ))}
      </DeferredMenu>

      <DeferredTooltip title="Share">
        <IconButton aria-label="Share" aria-haspopup="menu" onClick={(event) => setShareAnchor(event.currentTarget)}>
          <ShareOutlinedIcon />
        </IconButton>
      </DeferredTooltip>
      <DeferredMenu anchorEl={shareAnchor} open={Boolean(shareAnchor)} onClose={() => setShareAnchor(null)}>
        <MenuItem onClick={() => void handleCopyLink()}>
          <ListItemIcon>
            <LinkIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Copy link</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            setShareAnchor(null);
            setQrOpen(true);
          }}
        >
          <ListItemIcon>
            <QrCode2Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText>QR code</ListItemText>
        </MenuItem>
      </DeferredMenu>
      {isQrOpen && <QrDialog url={url} open={isQrOpen} onClose={() => setQrOpen(false)} />}
    </Stack>
  );
}

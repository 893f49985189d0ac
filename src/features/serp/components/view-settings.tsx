import TuneIcon from '@mui/icons-material/Tune';
import IconButton from '@mui/material/IconButton';
import { DeferredTooltip } from '../../../components/deferred-tooltip';
import { useState } from 'react';
import { MountWhen } from '../../../components/mount-when';
import type { SerpChange, SerpState } from '../url-state/serp-params';
import { lazyPart } from '../../../components/lazy-part';

const ViewSettingsDialog = lazyPart(() => import('./view-settings-dialog').then((module) => module.ViewSettingsDialog));

interface ViewSettingsProps {
  state: SerpState;
  onChange: (change: SerpChange) => void;
}

/** The view settings button; the dialog's code loads when it is first opened. */
export function ViewSettings({ state, onChange }: ViewSettingsProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DeferredTooltip title="View settings">
        <IconButton aria-label="View settings" onClick={() => setOpen(true)}>
          <TuneIcon />
        </IconButton>
      </DeferredTooltip>
      <MountWhen when={open}>
        <ViewSettingsDialog state={state} onChange={onChange} open={open} onClose={() => setOpen(false)} />
      </MountWhen>
    </>
  );
}

import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import Button from '@mui/material/Button';
import { DeferredTooltip } from '../../../components/deferred-tooltip';
import { useState } from 'react';
import { lazyPart } from '../../../components/lazy-part';

export const MAX_EXPORT_RECORDS = 100_000;

const ExportDialog = lazyPart(() =>
  import('../../export/components/export-dialog').then((module) => module.ExportDialog),
);
const MailedExportDialog = lazyPart(() =>
  import('../../export/components/mailed-export-dialog').then((module) => module.MailedExportDialog),
);

interface ExportButtonProps {
  count: number;
  query: { filter: string; search: string; sort: string };
}

/**
 * Export of the current works search (spec 1 §4): the export dialog; over 100k results the button
 * is disabled with the reason, and 'Export by e-mail' offers the large export instead.
 */
export function ExportButton({ count, query }: ExportButtonProps) {
  const [open, setOpen] = useState<'download' | 'mail' | null>(null);
  const isTooMany = count > MAX_EXPORT_RECORDS;
  const button = (
    <Button
      size="small"
      startIcon={<FileDownloadOutlinedIcon />}
      disabled={isTooMany || count === 0}
      onClick={() => setOpen('download')}
    >
      Export
    </Button>
  );
  return (
    <>
      {isTooMany ? (
        <DeferredTooltip title="Too many items to download (max 100k)">
          {/* A disabled button fires no events; the span lets the tooltip show. */}
          <span>{button}</span>
        </DeferredTooltip>
      ) : (
        button
      )}
      {isTooMany && (
        <Button size="small" startIcon={<MailOutlinedIcon />} onClick={() => setOpen('mail')}>
          Export by e-mail
        </Button>
      )}
      {open === 'download' && <ExportDialog open onClose={() => setOpen(null)} count={count} query={query} />}
      {open === 'mail' && <MailedExportDialog open onClose={() => setOpen(null)} count={count} query={query} />}
    </>
  );
}

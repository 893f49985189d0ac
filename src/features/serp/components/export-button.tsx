import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { showSnackbar } from '../../../components/snackbar/snackbar-store';

export const MAX_EXPORT_RECORDS = 100_000;

/** Export of the current works search; over 100k results it is disabled with the reason. */
export function ExportButton({ count }: { count: number }) {
  const isTooMany = count > MAX_EXPORT_RECORDS;
  const button = (
    <Button
      size="small"
      startIcon={<FileDownloadOutlinedIcon />}
      disabled={isTooMany || count === 0}
      onClick={() => showSnackbar('Exporting works is coming in a later release.')}
    >
      Export
    </Button>
  );
  if (!isTooMany) return button;
  return (
    <Tooltip title="Too many items to download (max 100k)">
      {/* A disabled button fires no events; the span lets the tooltip show. */}
      <span>{button}</span>
    </Tooltip>
  );
}

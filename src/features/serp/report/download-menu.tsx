import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type MouseEvent } from 'react';
import type { DownloadFormat } from './group-by-file';

interface DownloadMenuProps {
  /** the button's name, e.g. 'Download Type' */
  label: string;
  /** an icon alone (card header) or a labelled button (report toolbar) */
  isIconOnly?: boolean;
  isDisabled?: boolean;
  onDownload: (format: DownloadFormat) => void;
}

const FORMATS = [
  { format: 'csv', label: 'CSV' },
  { format: 'json', label: 'JSON' },
] as const satisfies readonly { format: DownloadFormat; label: string }[];

/** A download button offering the groups as CSV or JSON. */
export function DownloadMenu({ label, isIconOnly = false, isDisabled = false, onDownload }: DownloadMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  function handleOpen(event: MouseEvent<HTMLElement>) {
    setAnchor(event.currentTarget);
  }

  function handlePick(format: DownloadFormat) {
    setAnchor(null);
    onDownload(format);
  }

  const buttonProps = {
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? true : undefined,
    disabled: isDisabled,
    onClick: handleOpen,
  };
  return (
    <>
      {isIconOnly ? (
        <IconButton size="small" aria-label={label} title={label} {...buttonProps}>
          <DownloadIcon fontSize="small" />
        </IconButton>
      ) : (
        <Button size="small" startIcon={<DownloadIcon />} {...buttonProps}>
          {label}
        </Button>
      )}
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {FORMATS.map((item) => (
          <MenuItem key={item.format} onClick={() => handlePick(item.format)}>
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { QRCodeSVG } from 'qrcode.react';

interface QrDialogProps {
  url: string;
  open: boolean;
  onClose: () => void;
}

/** The search's link as a QR code: 400 wide on wide screens, 300 otherwise. */
export function QrDialog({ url, open, onClose }: QrDialogProps) {
  const isWide = useMediaQuery(useTheme().breakpoints.up('md'));
  const size = isWide ? 400 : 300;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="qr-dialog-title">
      <DialogTitle id="qr-dialog-title">Scan to open this search</DialogTitle>
      <DialogContent sx={{ display: 'flex', justifyContent: 'center' }}>
        <QRCodeSVG value={url} size={size} role="img" aria-label={`QR code for ${url}`} data-size={size} />
      </DialogContent>
    </Dialog>
  );
}

import Chip from '@mui/material/Chip';
import type { Label } from '../api/labels-api';

/** Marks a shared label: whose it is when it is someone else's. */
export function SharedChip({ label }: { label: Label }) {
  if (!label.shared && label.isOwner) return null;
  const text = label.isOwner ? 'Shared' : `Shared by ${label.ownerName || 'another user'}`;
  return <Chip size="small" variant="outlined" color="primary" label={text} sx={{ maxWidth: '100%' }} />;
}

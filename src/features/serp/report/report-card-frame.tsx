import CloseIcon from '@mui/icons-material/Close';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import { useId, type ReactNode } from 'react';

interface ReportCardFrameProps {
  title: string;
  /** buttons beside the remove button (downloads) */
  actions?: ReactNode;
  /** a footer under the content (More, Hide unknown) */
  footer?: ReactNode;
  /** dimmed while the previous search's data stands in */
  isStale?: boolean;
  onRemove: () => void;
  children: ReactNode;
}

/** A report card: a titled region with its actions and a remove button. */
export function ReportCardFrame({ title, actions, footer, isStale = false, onRemove, children }: ReportCardFrameProps) {
  const titleId = useId();
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      aria-busy={isStale || undefined}
      sx={{ display: 'flex', flexDirection: 'column', opacity: isStale ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      <CardHeader
        title={title}
        slotProps={{ title: { id: titleId, variant: 'h6', component: 'h3' } }}
        action={
          <>
            {actions}
            <IconButton size="small" aria-label={`Remove ${title} card`} title="Remove card" onClick={onRemove}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
        sx={{ pb: 0, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <CardContent sx={{ flex: 1, pt: 1, '&:last-child': { pb: footer ? 1 : 2 } }}>{children}</CardContent>
      {footer}
    </Card>
  );
}

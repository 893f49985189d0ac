import Typography from '@mui/material/Typography';
import { PageContainer } from './page-container';

/** A page whose content a later release builds: its real heading and a plain note, nothing invented. */
export function ComingLaterPage({ title, documentTitle }: { title: string; documentTitle?: string }) {
  return (
    <PageContainer title={title} {...(documentTitle ? { documentTitle } : {})}>
      <Typography color="text.secondary">This page is coming in a later release.</Typography>
    </PageContainer>
  );
}

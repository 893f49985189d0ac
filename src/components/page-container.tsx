import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title';

interface PageContainerProps {
  title: string;
  /** Document title when it differs from the heading. */
  documentTitle?: string;
  children?: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg' | 'xl';
}

/** A page with its heading; sets the document title. */
export function PageContainer({ title, documentTitle, children, maxWidth = 'md' }: PageContainerProps) {
  usePageTitle(documentTitle ?? title);
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Container>
  );
}

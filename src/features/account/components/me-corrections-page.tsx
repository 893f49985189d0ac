import Typography from '@mui/material/Typography';
import { PageContainer } from '../../../components/page-container';

/** /me/corrections: spec 2 §2 — support for suggesting corrections is coming soon. */
export function MeCorrectionsPage() {
  return (
    <PageContainer title="Corrections">
      <Typography color="text.secondary">
        Support for suggesting corrections to the catalogue is coming soon. Corrections you submit will be listed here.
      </Typography>
    </PageContainer>
  );
}

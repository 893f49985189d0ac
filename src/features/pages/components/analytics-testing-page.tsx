import Typography from '@mui/material/Typography';
import { PageContainer } from '../../../components/page-container';

export const ALPHA_CONTACT_EMAIL = 'team@alexandria.example';

/** /analytics-testing — the analytics area is open to invited testers. */
export function AnalyticsTestingPage() {
  return (
    <PageContainer title="Analytics alpha testing">
      <Typography sx={{ mb: 2 }}>
        The analytics results page is in alpha testing and access is by invitation.
      </Typography>
      <Typography>
        To request access, send a short description of your work and your role, and the e-mail address tied to your
        account, to {ALPHA_CONTACT_EMAIL}.
      </Typography>
    </PageContainer>
  );
}

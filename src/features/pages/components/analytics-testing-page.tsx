import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../../components/page-container';
import { appEnv } from '../../../config/env';

/**
 * /analytics-testing — the analytics area is open to invited testers (spec 2 §2, "Alpha-testing
 * notice"); the address is the installation's own (VITE_CONTACT_EMAIL).
 */
export function AnalyticsTestingPage() {
  const email = appEnv.contactEmail;
  return (
    <PageContainer title="Analytics alpha testing">
      <Typography sx={{ mb: 2 }}>
        The analytics results page is in alpha testing and access is by invitation.
      </Typography>
      <Typography>
        To request access, send a short description of your work and your role, and the e-mail address tied to your
        account, to{' '}
        <Link href={`mailto:${email}?subject=${encodeURIComponent('Analytics alpha testing')}`}>{email}</Link>.
      </Typography>
    </PageContainer>
  );
}

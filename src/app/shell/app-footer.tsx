import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { appEnv } from '../../config/env';
import { externalLinks } from '../../config/outside-links';
import { paths } from '../../config/paths';

interface FooterLink {
  label: string;
  /** A route inside the app, or an outside URL. */
  to: string;
}

const SOURCE_CODE_URL = appEnv.sourceCodeUrl ?? 'https://github.com/ourresearch/openalex-gui';

export const footerGroups: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Learn',
    links: [
      { label: 'About the data', to: paths.about },
      { label: 'API docs', to: externalLinks.apiDocs },
      { label: 'Analytics docs', to: paths.analyticsDocs },
      { label: 'Source code', to: SOURCE_CODE_URL },
      { label: 'Terms of service', to: externalLinks.terms },
      { label: 'Privacy', to: externalLinks.privacy },
    ],
  },
  {
    title: 'Evaluate',
    links: [
      { label: 'Testimonials', to: paths.testimonials },
      { label: 'Coverage', to: '/faq#coverage-compared-to-mag' },
      { label: 'Pricing', to: '/pricing' },
    ],
  },
  {
    title: 'Connect',
    links: [
      { label: 'Contact', to: '/contact' },
      { label: 'Mailing list', to: externalLinks.mailingList },
      { label: 'Social', to: externalLinks.social },
    ],
  },
];

function FooterLinkItem({ link }: { link: FooterLink }) {
  const isOutside = /^https?:/.test(link.to);
  return isOutside ? (
    <Link href={link.to} target="_blank" rel="noopener" color="inherit" underline="hover">
      {link.label}
    </Link>
  ) : (
    <Link component={RouterLink} to={link.to} color="inherit" underline="hover">
      {link.label}
    </Link>
  );
}

/** Credits and the three link groups. */
export function AppFooter() {
  return (
    <Box component="footer" sx={{ mt: 'auto', borderTop: 1, borderColor: 'divider', bgcolor: 'grey.100', py: 5 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              Alexandria
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, maxWidth: 420 }}>
              Made by the Alexandria team, on the open data model of{' '}
              <Link href={externalLinks.openAlex} target="_blank" rel="noopener">
                OpenAlex
              </Link>
              , the free catalogue of the world&apos;s scholarly research built by the nonprofit OurResearch with
              support from its funders. OpenAlex data is CC0.
            </Typography>
          </Grid>
          {footerGroups.map((group) => (
            <Grid key={group.title} size={{ xs: 6, sm: 4, md: 'grow' }}>
              <Box component="nav" aria-label={group.title}>
                <Typography variant="overline" component="h2" sx={{ fontWeight: 700, lineHeight: 2 }}>
                  {group.title}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {group.links.map((link) => (
                    <Box component="li" key={link.label} sx={{ py: 0.5 }}>
                      <FooterLinkItem link={link} />
                    </Box>
                  ))}
                </Box>
              </Box>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}

import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { paths } from '../../../config/paths';
import { selectUser, useSessionStore } from '../../../session/session-store';
import { savedSearchesQueryOptions } from '../../saved-searches/api/saved-searches-api';

/** /me: a greeting and the way into each part of the account. */
export function MeHomePage() {
  const user = useSessionStore(selectUser);
  const searches = useQuery({ ...savedSearchesQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
  if (!user) return null;
  const searchCount = searches.data?.length;
  const alertCount = searches.data?.filter((search) => search.hasAlert).length ?? 0;
  const cards = [
    {
      title: 'Saved searches',
      to: paths.meSearches,
      text:
        searchCount === undefined
          ? 'Your saved searches and their alerts.'
          : `${searchCount} saved ${searchCount === 1 ? 'search' : 'searches'}, ${alertCount} with an alert.`,
    },
    {
      title: 'Author profile',
      to: user.authorId ? `/${user.authorId}` : paths.meAbout,
      text: user.authorId
        ? `You claimed ${user.authorId}${user.authorClaimStatus === 'submitted for moderation' ? '; the claim is in moderation.' : '.'}`
        : 'No profile claimed. Open your author page and choose Claim profile.',
    },
    { title: 'Labels', to: paths.meLabels, text: 'Collections of works, authors and other entities you label.' },
    { title: 'Account', to: paths.meAbout, text: `${user.name} · ${user.email}` },
  ];
  return (
    <PageContainer title={`Hello, ${user.name}`} documentTitle="Your account">
      <Grid container spacing={2}>
        {cards.map((card) => (
          <Grid key={card.title} size={{ xs: 12, sm: 6 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={card.to} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {card.title}
                  </Typography>
                  <Typography color="text.secondary">{card.text}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </PageContainer>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageContainer } from '../../../components/page-container';
import { fetchWebinarsFile, webinarsQueryKey, type CompletedWebinar } from '../api/webinars-data';
import { formatWebinarTime, upcomingWebinars } from '../lib/webinar-dates';

/** How many coming dates are listed. */
export const UPCOMING_SHOWN = 6;

function completedDate(webinar: CompletedWebinar): string {
  const date = new Date(webinar.date);
  if (Number.isNaN(date.getTime())) return webinar.date;
  // a bare date (2026-05-14) is a day, not midnight UTC in the visitor's zone
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(webinar.date);
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'long', ...(dayOnly ? { timeZone: 'UTC' } : {}) }).format(
    date,
  );
}

/**
 * /webinars (spec 2 §2): the coming dates, from the rule of spec 2 §9 (monthly, second Thursday,
 * noon Eastern time) shown in the visitor's own time zone, and the completed ones with their
 * recordings from the installation's webinars.json.
 */
export function WebinarsPage({ now }: { now?: Date } = {}) {
  const [today] = useState(() => now ?? new Date());
  const upcoming = upcomingWebinars(today, UPCOMING_SHOWN);
  const file = useQuery({ queryKey: webinarsQueryKey, queryFn: ({ signal }) => fetchWebinarsFile(signal) });
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  return (
    <PageContainer title="Webinars">
      <Typography sx={{ mb: 3 }}>
        A webinar on the catalogue and its analytics takes place every month, on the second Thursday at noon Eastern
        time (New York). The times below are in your time zone ({zone}).
      </Typography>

      <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        Upcoming
      </Typography>
      <List dense aria-label="Upcoming webinars" sx={{ mb: 2 }}>
        {upcoming.map((date) => (
          <ListItem key={date.toISOString()} disableGutters>
            <ListItemText primary={<time dateTime={date.toISOString()}>{formatWebinarTime(date)}</time>} />
          </ListItem>
        ))}
      </List>
      {file.data?.registrationUrl ? (
        <Button variant="contained" href={file.data.registrationUrl} target="_blank" rel="noopener" sx={{ mb: 4 }}>
          Register
        </Button>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          This installation has not published a registration link.
        </Typography>
      )}

      <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        Completed
      </Typography>
      {file.isPending && <CircularProgress aria-label="Loading recordings" />}
      {file.isError && <Alert severity="error">The list of recordings could not be loaded.</Alert>}
      {file.data && file.data.completed.length === 0 && (
        <Typography color="text.secondary">No recordings of past webinars have been published yet.</Typography>
      )}
      {file.data && file.data.completed.length > 0 && (
        <List aria-label="Completed webinars">
          {file.data.completed.map((webinar) => (
            <ListItem key={`${webinar.date} ${webinar.title}`} disableGutters alignItems="flex-start">
              <ListItemText
                primary={
                  <Link href={webinar.recordingUrl} target="_blank" rel="noopener">
                    {webinar.title}
                  </Link>
                }
                secondary={[completedDate(webinar), webinar.description].filter(Boolean).join(' — ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </PageContainer>
  );
}

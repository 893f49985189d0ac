import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageContainer } from '../../../components/page-container';
import {
  fetchTestimonials,
  TESTIMONIAL_TYPE_LABELS,
  TESTIMONIAL_TYPES,
  testimonialsQueryKey,
  type Testimonial,
  type TestimonialType,
} from '../api/testimonials-api';
import { ShareTestimonialDialog } from './share-testimonial-dialog';

function who(testimonial: Testimonial): string {
  return testimonial.org ? `${testimonial.name}, ${testimonial.org}` : testimonial.name;
}

function TestimonialCard({ testimonial, onMore }: { testimonial: Testimonial; onMore: () => void }) {
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Chip size="small" label={TESTIMONIAL_TYPE_LABELS[testimonial.type]} sx={{ mb: 1 }} />
        <Typography component="blockquote" sx={{ m: 0, mb: 2, fontSize: '1.1rem' }}>
          “{testimonial.short}”
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {who(testimonial)}
        </Typography>
      </CardContent>
      {testimonial.long && (
        <CardActions>
          <Button size="small" onClick={onMore} aria-label={`More from ${testimonial.name}`}>
            More
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

/**
 * /testimonials (spec 2 §2): the approved testimonials only — their count, type chips with
 * per-type counts that filter the cards, 'More' for the long text, and 'Share testimonial'.
 */
export function TestimonialsPage() {
  const [type, setType] = useState<TestimonialType | null>(null);
  const [opened, setOpened] = useState<Testimonial | null>(null);
  const [sharing, setSharing] = useState(false);
  const testimonials = useQuery({ queryKey: testimonialsQueryKey, queryFn: ({ signal }) => fetchTestimonials(signal) });
  const data = testimonials.data;
  const shown = data ? data.results.filter((t) => type === null || t.type === type) : [];
  const share = (
    <Button variant="contained" onClick={() => setSharing(true)}>
      Share testimonial
    </Button>
  );

  return (
    <PageContainer title="Testimonials" maxWidth="lg">
      {testimonials.isPending && <CircularProgress aria-label="Loading testimonials" />}
      {testimonials.isError && <Alert severity="error">The testimonials could not be loaded. Please try again.</Alert>}
      {data && data.meta.count === 0 && (
        <Box sx={{ maxWidth: 640 }}>
          <Typography sx={{ mb: 1 }}>No testimonials have been published yet.</Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Do you use this catalogue for your work? Be the first to tell others how: an administrator reads every
            testimonial before it appears here.
          </Typography>
          {share}
        </Box>
      )}
      {data && data.meta.count > 0 && (
        <>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
          >
            <Typography>
              {data.meta.count} {data.meta.count === 1 ? 'testimonial' : 'testimonials'}
            </Typography>
            <Box>{share}</Box>
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }} role="group" aria-label="Filter by type">
            <Chip
              label={`All (${data.meta.count})`}
              color={type === null ? 'primary' : 'default'}
              onClick={() => setType(null)}
              aria-pressed={type === null}
            />
            {TESTIMONIAL_TYPES.map((value) => (
              <Chip
                key={value}
                label={`${TESTIMONIAL_TYPE_LABELS[value]} (${data.meta.counts[value] ?? 0})`}
                color={type === value ? 'primary' : 'default'}
                onClick={() => setType(type === value ? null : value)}
                aria-pressed={type === value}
              />
            ))}
          </Stack>
          <Grid container spacing={2}>
            {shown.map((testimonial) => (
              <Grid key={testimonial.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <TestimonialCard testimonial={testimonial} onMore={() => setOpened(testimonial)} />
              </Grid>
            ))}
          </Grid>
        </>
      )}
      <Dialog open={opened !== null} onClose={() => setOpened(null)} fullWidth maxWidth="sm">
        {opened && (
          <>
            <DialogTitle>{who(opened)}</DialogTitle>
            <DialogContent>
              <Typography sx={{ fontWeight: 600, mb: 2 }}>“{opened.short}”</Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{opened.long}</Typography>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpened(null)}>Close</Button>
            </DialogActions>
          </>
        )}
      </Dialog>
      <ShareTestimonialDialog open={sharing} onClose={() => setSharing(false)} />
    </PageContainer>
  );
}

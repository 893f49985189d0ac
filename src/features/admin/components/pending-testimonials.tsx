import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '../../../api/api-error';
import { showSnackbar } from '../../../components/snackbar/snackbar-store';
import {
  decideTestimonial,
  fetchPendingTestimonials,
  pendingTestimonialsQueryKey,
  TESTIMONIAL_TYPE_LABELS,
  testimonialsQueryKey,
  type Testimonial,
} from '../../pages/api/testimonials-api';

/** Shared testimonials waiting for moderation: nothing is published until approved here (or by the CLI). */
export function PendingTestimonials() {
  const queryClient = useQueryClient();
  const pending = useQuery({
    queryKey: pendingTestimonialsQueryKey,
    queryFn: ({ signal }) => fetchPendingTestimonials(signal),
  });
  async function decide(testimonial: Testimonial, decision: 'approve' | 'reject') {
    try {
      await decideTestimonial(testimonial.id, decision);
      showSnackbar(decision === 'approve' ? 'Testimonial approved' : 'Testimonial rejected', 'success');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: pendingTestimonialsQueryKey }),
        queryClient.invalidateQueries({ queryKey: testimonialsQueryKey }),
      ]);
    } catch (error) {
      showSnackbar(serverMessage(error) ?? 'Could not decide the testimonial.', 'error');
    }
  }
  if (!pending.data?.length) return null;
  return (
    <>
      <Typography variant="h2" sx={{ fontSize: '1.3rem', mt: 4, mb: 1 }}>
        Testimonials
      </Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Testimonials">
          <TableBody>
            {pending.data.map((testimonial) => (
              <TableRow key={testimonial.id}>
                <TableCell>
                  {testimonial.name}
                  {testimonial.org ? `, ${testimonial.org}` : ''}
                  <Typography variant="caption" component="div" color="text.secondary">
                    {TESTIMONIAL_TYPE_LABELS[testimonial.type]}
                  </Typography>
                </TableCell>
                <TableCell sx={{ minWidth: 160 }}>
                  <Typography variant="body2">{testimonial.short}</Typography>
                  {testimonial.long && (
                    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
                      {testimonial.long}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">
                  {/* one above the other on phones, so both stay in view */}
                  <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'flex-end' }}>
                    <Button size="small" onClick={() => void decide(testimonial, 'approve')}>
                      Approve
                    </Button>
                    <Button size="small" color="error" onClick={() => void decide(testimonial, 'reject')}>
                      Reject
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

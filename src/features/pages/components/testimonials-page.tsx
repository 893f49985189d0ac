import { ComingLaterPage } from '../../../components/coming-later';

/** /testimonials (and /users). */
export function TestimonialsPage() {
  return <ComingLaterPage title="Testimonials" />;
}

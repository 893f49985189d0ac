import * as z from 'zod/mini';
import { http } from '../../../api/http-clients';

/** Spec 2 §3 "Testimonial": type is one of these three. */
export const TESTIMONIAL_TYPES = ['enterprise', 'analytics', 'research'] as const;
export type TestimonialType = (typeof TESTIMONIAL_TYPES)[number];
export const TESTIMONIAL_TYPE_LABELS: Record<TestimonialType, string> = {
  enterprise: 'Enterprise',
  analytics: 'Analytics',
  research: 'Research',
};
/** The most characters the user host takes, so the form can say so before sending. */
export const TESTIMONIAL_LIMITS = { short: 280, long: 5000, name: 100, org: 200 } as const;

const testimonial = z.object({
  id: z.string(),
  short: z.string(),
  long: z.string(),
  name: z.string(),
  org: z.string(),
  type: z.enum(TESTIMONIAL_TYPES),
  status: z.optional(z.string()),
  created: z.optional(z.string()),
});
export type Testimonial = z.infer<typeof testimonial>;
export type TestimonialInput = Pick<Testimonial, 'short' | 'long' | 'name' | 'org' | 'type'>;

const approvedList = z.object({
  meta: z.object({ count: z.number(), counts: z.record(z.string(), z.number()) }),
  results: z.array(testimonial),
});
export type ApprovedTestimonials = z.infer<typeof approvedList>;

export const testimonialsQueryKey = ['testimonials'] as const;
export const pendingTestimonialsQueryKey = ['admin', 'testimonials'] as const;

/** The approved testimonials, with their count per type. */
export async function fetchTestimonials(signal?: AbortSignal): Promise<ApprovedTestimonials> {
  const response = await http.user.get<unknown>('/testimonials', { signal, headers: { 'Cache-Control': 'no-cache' } });
  return approvedList.parse(response.data);
}

/** Shares one; it waits for an admin's approval before anyone sees it. */
export async function shareTestimonial(input: TestimonialInput): Promise<Testimonial> {
  return testimonial.parse((await http.user.post<unknown>('/testimonials', input)).data);
}

export async function fetchPendingTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  const response = await http.user.get<{ results: unknown[] }>('/admin/testimonials', {
    signal,
    headers: { 'Cache-Control': 'no-cache' },
  });
  return z.array(testimonial).parse(response.data.results);
}

export async function decideTestimonial(id: string, decision: 'approve' | 'reject'): Promise<void> {
  await http.user.post(`/admin/testimonials/${encodeURIComponent(id)}`, { decision });
}

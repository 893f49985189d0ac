import { http } from '../../../api/http-clients';
import type { ContactValues } from '../lib/contact-rules';

/** The body of spec 2 §7 "Contact": Zendesk's anonymous request, so a real Zendesk works by configuration. */
export function contactRequestBody(values: ContactValues) {
  return {
    request: {
      subject: values.subject.trim(),
      comment: { body: values.message.trim() },
      requester: { name: values.name.trim(), email: values.email.trim() },
    },
  };
}

/** `POST {support}/api/v2/requests.json`; resolves on an ok answer, rejects otherwise. */
export async function sendContactRequest(values: ContactValues): Promise<void> {
  await http.support.post('/api/v2/requests.json', contactRequestBody(values));
}

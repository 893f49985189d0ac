import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PageContainer } from '../../../components/page-container';
import { appEnv } from '../../../config/env';
import { selectUser, useSessionStore } from '../../../session/session-store';
import { sendContactRequest } from '../api/send-contact-request';
import { CONTACT_FIELDS, contactErrors, fieldError, type ContactField, type ContactValues } from '../lib/contact-rules';

// Spec 2 §8's texts.
export const CONTACT_SUCCESS =
  'Request sent! You will receive an email confirmation shortly. You can reply to that email to send any files.';
export const CONTACT_FAILURE = 'Looks like something went wrong with our form. Please email us';

const LABELS: Record<ContactField, string> = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' };
const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

/**
 * /contact — the contact form (spec 2 §2, §4 and §5). Validation is lazy: a field says what is
 * wrong once it has been left or the form sent, then follows each change. A sent form gives way to
 * the confirmation, a failed one to the installation's address (spec 2 §4: the form is hidden).
 */
export function ContactPage() {
  const user = useSessionStore(selectUser);
  // a signed-in reader is asked only what the account does not say
  const [values, setValues] = useState<ContactValues>(() => ({
    ...EMPTY,
    name: user?.name ?? '',
    email: user?.email ?? '',
  }));
  const [checked, setChecked] = useState<Partial<Record<ContactField, boolean>>>({});
  const send = useMutation({ mutationFn: sendContactRequest });

  const errorOf = (field: ContactField) => (checked[field] ? fieldError(field, values[field]) : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked({ name: true, email: true, subject: true, message: true });
    if (Object.keys(contactErrors(values)).length === 0) send.mutate(values);
  }

  return (
    <PageContainer title="Contact us" maxWidth="sm">
      {send.isSuccess ? (
        <Alert severity="success" role="status">
          {CONTACT_SUCCESS}
        </Alert>
      ) : send.isError ? (
        <Alert severity="error" role="alert">
          {CONTACT_FAILURE} <Link href={`mailto:${appEnv.contactEmail}`}>{appEnv.contactEmail}</Link>
        </Alert>
      ) : (
        <>
          <Typography sx={{ mb: 3 }}>
            A question about the data, a correction or an idea: write to us and we will answer by e-mail.
          </Typography>
          <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Contact form">
            {CONTACT_FIELDS.map((field) => {
              const error = errorOf(field);
              return (
                <TextField
                  key={field}
                  label={LABELS[field]}
                  name={field}
                  type={field === 'email' ? 'email' : 'text'}
                  autoComplete={field === 'name' ? 'name' : field === 'email' ? 'email' : 'off'}
                  required
                  fullWidth
                  multiline={field === 'message'}
                  minRows={field === 'message' ? 5 : undefined}
                  value={values[field]}
                  onChange={(event) => setValues((old) => ({ ...old, [field]: event.target.value }))}
                  onBlur={() => setChecked((old) => ({ ...old, [field]: true }))}
                  error={Boolean(error)}
                  helperText={error ?? ' '}
                  disabled={send.isPending}
                />
              );
            })}
            <div>
              <Button type="submit" variant="contained" loading={send.isPending}>
                Send
              </Button>
            </div>
          </Stack>
        </>
      )}
    </PageContainer>
  );
}

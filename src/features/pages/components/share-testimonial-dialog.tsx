import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../../api/api-error';
import {
  shareTestimonial,
  TESTIMONIAL_LIMITS,
  TESTIMONIAL_TYPE_LABELS,
  TESTIMONIAL_TYPES,
  type TestimonialType,
} from '../api/testimonials-api';

const EMPTY = { short: '', long: '', name: '', org: '' };

/**
 * 'Share testimonial' (spec 2 §2): short text, long text, name, organisation and type. What is
 * sent waits for an admin's approval, and the dialog says so once it is in.
 */
export function ShareTestimonialDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [fields, setFields] = useState(EMPTY);
  const [type, setType] = useState<TestimonialType | ''>('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const missing = {
    short: fields.short.trim() === '',
    name: fields.name.trim() === '',
    type: type === '',
  };

  function close() {
    onClose();
    // cleared once closed, so a second share starts afresh
    setFields(EMPTY);
    setType('');
    setTried(false);
    setError(null);
    setSent(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (missing.short || missing.name || type === '') return;
    setSending(true);
    setError(null);
    try {
      await shareTestimonial({ ...fields, type });
      setSent(true);
    } catch (failure) {
      setError(serverMessage(failure) ?? 'Your testimonial could not be sent. Please try again.');
    } finally {
      setSending(false);
    }
  }

  const field = (key: keyof typeof EMPTY, label: string, extra: { multiline?: boolean; required?: boolean } = {}) => {
    const showMissing = tried && extra.required && fields[key].trim() === '';
    return (
      <TextField
        label={label}
        value={fields[key]}
        onChange={(event) => setFields((previous) => ({ ...previous, [key]: event.target.value }))}
        required={extra.required ?? false}
        multiline={extra.multiline ?? false}
        minRows={extra.multiline ? 4 : undefined}
        fullWidth
        error={showMissing}
        helperText={showMissing ? `${label} is required` : `${fields[key].length}/${TESTIMONIAL_LIMITS[key]}`}
        slotProps={{ htmlInput: { maxLength: TESTIMONIAL_LIMITS[key] } }}
      />
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="share-testimonial-title">
      <DialogTitle id="share-testimonial-title">Share testimonial</DialogTitle>
      {sent ? (
        <>
          <DialogContent>
            <Alert severity="success">
              Thank you! Your testimonial is waiting for approval; it appears on this page once an administrator
              approves it.
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Close</Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Tell others how you use the catalogue. An administrator reads every testimonial before it is published.
            </Typography>
            <Stack spacing={2}>
              {field('short', 'Short text', { required: true })}
              {field('long', 'Long text', { multiline: true })}
              {field('name', 'Name', { required: true })}
              {field('org', 'Organisation')}
              <div>
                <FormLabel id="testimonial-type" required error={tried && missing.type}>
                  Type
                </FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="testimonial-type"
                  value={type}
                  onChange={(event) => setType(event.target.value as TestimonialType)}
                >
                  {TESTIMONIAL_TYPES.map((value) => (
                    <FormControlLabel
                      key={value}
                      value={value}
                      control={<Radio />}
                      label={TESTIMONIAL_TYPE_LABELS[value]}
                    />
                  ))}
                </RadioGroup>
                {tried && missing.type && (
                  <Typography variant="caption" color="error">
                    Type is required
                  </Typography>
                )}
              </div>
              {error && <Alert severity="error">{error}</Alert>}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={sending}>
              Send
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}

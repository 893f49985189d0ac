import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { showSnackbar } from '../../../components/snackbar/snackbar-store';
import type { ResultRow } from '../../../lib/analytics-search';
import { formatNumber } from '../../../lib/format-number';

/** Spec 2 §4: what a works correction submission says while corrections are not taken yet. */
export const CORRECTIONS_COMING_SOON = 'Submitting data corrections will be coming soon.';

/** Spec 2 §9: "Corrections limited to the properties authorships institution and author id." */
const PROPERTIES = [
  { id: 'authorships.institutions', label: 'Authorships institution', valueLabel: 'Institution (OpenAlex ID or ROR)' },
  { id: 'authorships.author.id', label: 'Author ID', valueLabel: 'Author (OpenAlex ID or ORCID)' },
] as const;
type PropertyId = (typeof PROPERTIES)[number]['id'];
type Action = 'remove' | 'add';

const STEPS = ['Property', 'Action', 'Value', 'Comment (optional)'];

interface CorrectionsDialogProps {
  open: boolean;
  onClose: () => void;
  selectedRows: ResultRow[];
  /** what the results list (get_rows): corrections are for works rows only */
  entity: string;
}

/**
 * Spec 2 §4 Correction dialog: for the selected works, steps 1 to 4 — property, action (remove or
 * add), value, optional comment; Submit only at step 4. Corrections are not taken yet, so it says so.
 */
export function CorrectionsDialog({ open, onClose, selectedRows, entity }: CorrectionsDialogProps) {
  const [step, setStep] = useState(0);
  const [property, setProperty] = useState<PropertyId | null>(null);
  const [action, setAction] = useState<Action | null>(null);
  const [value, setValue] = useState('');
  const [comment, setComment] = useState('');
  const isWorks = entity === 'works';
  const canCorrect = isWorks && selectedRows.length > 0;

  function close() {
    setStep(0);
    setProperty(null);
    setAction(null);
    setValue('');
    setComment('');
    onClose();
  }

  function submit() {
    showSnackbar(CORRECTIONS_COMING_SOON, 'info');
    close();
  }

  const isStepDone = [property !== null, action !== null, value.trim() !== '', true][step] ?? false;
  const chosen = PROPERTIES.find((candidate) => candidate.id === property);
  const isLast = step === STEPS.length - 1;

  return (
    <Dialog open={open} onClose={close} aria-labelledby="corrections-title" maxWidth="sm" fullWidth>
      <DialogTitle id="corrections-title">Suggest a correction</DialogTitle>
      <DialogContent>
        {!isWorks ? (
          <DialogContentText>
            Corrections are suggested for works: list works (or choose them from the underlying works) to correct them.
          </DialogContentText>
        ) : selectedRows.length === 0 ? (
          <DialogContentText>Select the works to correct in the table first.</DialogContentText>
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>
              {formatNumber(selectedRows.length)} {selectedRows.length === 1 ? 'work' : 'works'} selected.
            </Typography>
            <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
              {STEPS.map((label) => (
                <Step key={label}>
                  <StepLabel>{label}</StepLabel>
                </Step>
              ))}
            </Stepper>
            {step === 0 && (
              <RadioGroup
                aria-label="Property"
                value={property ?? ''}
                onChange={(event) => setProperty(event.target.value as PropertyId)}
              >
                {PROPERTIES.map((candidate) => (
                  <FormControlLabel
                    key={candidate.id}
                    value={candidate.id}
                    control={<Radio />}
                    label={candidate.label}
                  />
                ))}
              </RadioGroup>
            )}
            {step === 1 && (
              <RadioGroup
                aria-label="Action"
                value={action ?? ''}
                onChange={(event) => setAction(event.target.value as Action)}
              >
                <FormControlLabel value="remove" control={<Radio />} label={`Remove ${chosen?.label ?? ''}`} />
                <FormControlLabel value="add" control={<Radio />} label={`Add ${chosen?.label ?? ''}`} />
              </RadioGroup>
            )}
            {step === 2 && (
              <TextField
                autoFocus
                fullWidth
                label={chosen?.valueLabel ?? 'Value'}
                value={value}
                onChange={(event) => setValue(event.target.value)}
              />
            )}
            {step === 3 && (
              <TextField
                autoFocus
                fullWidth
                multiline
                minRows={3}
                label="Comment"
                helperText="Optional: why the change is right, or a source for it."
                value={comment}
                onChange={(event) => setComment(event.target.value)}
              />
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        {canCorrect && (
          <>
            <Button disabled={step === 0} onClick={() => setStep(step - 1)}>
              Back
            </Button>
            {!isLast && (
              <Button disabled={!isStepDone} onClick={() => setStep(step + 1)}>
                Next
              </Button>
            )}
            <Button variant="contained" disabled={!isLast} onClick={submit}>
              Submit
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

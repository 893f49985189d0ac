import Check from '@mui/icons-material/Check';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useEditorFocus, type BlurGuard } from './blur-guard';

export type ParsedText = { ok: true; value: string } | { ok: false; message: string };

interface InlineTextEditorProps {
  label: string;
  placeholder: string;
  initialText: string;
  /** turns the typed text into the value to save, or says what is wrong with it */
  parse(text: string): ParsedText;
  /** range boxes save on blur; search boxes cancel (spec 1 §4, §5) */
  blurAction: 'save' | 'cancel';
  blurGuard: BlurGuard;
  onSubmit(value: string): void;
  /** submitted or left empty: the filter goes */
  onEmpty(): void;
  onCancel(): void;
}

/**
 * A one-line value editor: Enter or ✓ submits, Escape cancels, blur saves or cancels; an empty box
 * deletes the filter; an invalid value shows why and is not saved. Blurs are ignored for 100 ms
 * after it opens and during an operator click.
 */
export function InlineTextEditor(props: InlineTextEditorProps) {
  const { label, placeholder, initialText, parse, blurAction, blurGuard, onSubmit, onEmpty, onCancel } = props;
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const helperId = useId();
  // Once submitted or cancelled, a late blur (the box unmounting) must not act a second time.
  const isDone = useRef(false);
  const inputRef = useEditorFocus<HTMLInputElement>(blurGuard);

  function finish(action: () => void) {
    if (isDone.current) return;
    isDone.current = true;
    action();
  }

  function submit() {
    if (text.trim() === '') return finish(onEmpty);
    const parsed = parse(text);
    if (parsed.ok) finish(() => onSubmit(parsed.value));
    else setError(parsed.message);
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      finish(onCancel);
    }
  }

  function handleBlur() {
    if (blurGuard.isIgnoring()) return;
    if (blurAction === 'cancel') finish(onCancel);
    else submit();
  }

  return (
    <TextField
      size="small"
      inputRef={inputRef}
      value={text}
      placeholder={placeholder}
      error={error !== null}
      helperText={error}
      onChange={(event) => {
        setText(event.target.value);
        setError(null);
      }}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
      sx={{ minWidth: 240 }}
      slotProps={{
        htmlInput: {
          'aria-label': label,
          'aria-describedby': error ? helperId : undefined,
          autoComplete: 'off',
        },
        formHelperText: { id: helperId, role: 'alert' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label="Apply"
                // Keep focus in the box so the press is not read as a blur.
                onMouseDown={(event) => event.preventDefault()}
                onClick={submit}
              >
                <Check fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** The contact form's fields (spec 2 §3 "Contact request"). */
export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

// Spec 2 §5's messages, word for word.
export const NAME_REQUIRED = 'Name is required';
export const EMAIL_REQUIRED = 'E-mail is required';
export const EMAIL_INVALID = 'E-mail must be valid';
export const MESSAGE_REQUIRED = 'Message is required';

/** A standard address pattern (the same as the server's). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const nameRule = (value: string) => (value.trim() ? undefined : NAME_REQUIRED);

/**
 * Spec 2 §5: name required, e-mail required and well formed, message required; the subject uses
 * the name rule, its message included ('Name is required'), as the spec has it.
 */
const RULES: Record<ContactField, (value: string) => string | undefined> = {
  name: nameRule,
  email: (value) => (!value.trim() ? EMAIL_REQUIRED : EMAIL_PATTERN.test(value.trim()) ? undefined : EMAIL_INVALID),
  subject: nameRule,
  message: (value) => (value.trim() ? undefined : MESSAGE_REQUIRED),
};

export function fieldError(field: ContactField, value: string): string | undefined {
  return RULES[field](value);
}

export function contactErrors(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = fieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

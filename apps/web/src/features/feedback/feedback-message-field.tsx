import type { ReactNode } from 'react';
import { Textarea } from '@mantine/core';
import { FEEDBACK_MAX_LENGTH } from '@courtside/shared/schemas/feedback';

/** The counter appears once the text is this close to the limit: before that it is only noise. */
export const COUNTER_MARGIN = 200;

export const charactersUsed = (length: number) => `${length}/${FEEDBACK_MAX_LENGTH} characters`;

/**
 * The one required, multi-line feedback box of the dialog and the page. The browser stops typing at the
 * server's limit, and the count shows below the box as the limit nears.
 */
export function FeedbackMessageField({
  label,
  value,
  error,
  onChange,
  autoFocus,
}: {
  label: string;
  value: string;
  error?: ReactNode;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  const nearLimit = value.length >= FEEDBACK_MAX_LENGTH - COUNTER_MARGIN;
  return (
    <Textarea
      label={label}
      required
      rows={5}
      resize="vertical"
      maxLength={FEEDBACK_MAX_LENGTH}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      description={nearLimit ? charactersUsed(value.length) : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...(autoFocus ? { 'data-autofocus': true } : {})}
    />
  );
}

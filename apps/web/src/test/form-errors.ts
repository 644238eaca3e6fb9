import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { getField } from './queries';

/** The field is marked invalid and its error (linked through aria-describedby) says `message`. */
export function expectFieldError(label: string, message: string) {
  const field = getField(label);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

/** The field carries no error: nothing invalid, and `message` is not among what describes it. */
export function expectNoFieldError(label: string, message: string) {
  const field = getField(label);
  expect(field).not.toHaveAttribute('aria-invalid', 'true');
  expect(field).not.toHaveAccessibleDescription(expect.stringContaining(message));
}

/** Waits for a toast (Mantine notifications are alerts) whose text is exactly `message`, under `title` if given. */
export async function findToast(message: string, title?: string): Promise<HTMLElement> {
  const text = `${title ?? ''}${message}`;
  return waitFor(() => {
    const toast = screen.getAllByRole('alert').find((alert) => alert.textContent?.trim() === text);
    if (!toast) throw new Error(`No toast says "${title ? `${title} ` : ''}${message}"`);
    return toast;
  });
}

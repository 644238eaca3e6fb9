import { screen } from '@testing-library/react';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The form control labelled `label`. Mantine appends an aria-hidden " *" to required labels, which screen
 * readers skip but Testing Library's label text keeps, so an optional asterisk is allowed here.
 */
export function getField(label: string): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}( \\*)?$`), {
    selector: 'input, textarea, select',
  });
}

import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

/**
 * The app ships the theme's CSS variables as a stylesheet, `theme-variables.css` (ADR 045), instead of letting
 * Mantine's provider build them on every page load, on the phone's main thread. This test renders the provider
 * as it would run, reads the variables it writes, and holds the file to them. After changing the theme:
 * `npx vitest run --project web -u theme-variables`.
 */
function providerVariablesCss(): string {
  const { container, unmount } = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <span />
    </MantineProvider>,
  );
  const written = [...container.ownerDocument.querySelectorAll('style[data-mantine-styles]')]
    .map((style) => style.textContent ?? '')
    .find((css) => css.includes('--mantine-'));
  unmount();
  if (written === undefined) throw new Error("Mantine's provider wrote no CSS variables");
  return `/* Written by Mantine's provider for app/theme.ts; made by app/theme-variables.test.tsx: do not edit. */\n${written}\n`;
}

describe('the theme stylesheet', () => {
  it("holds exactly the CSS variables Mantine's provider writes for the theme", async () => {
    await expect(providerVariablesCss()).toMatchFileSnapshot('./theme-variables.css');
  });
});

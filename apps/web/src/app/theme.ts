import {
  createTheme,
  type AnchorProps,
  type CSSVariablesResolver,
  type DrawerProps,
  type InputWrapperProps,
  type MantineColorsTuple,
  type ModalProps,
  type NotificationProps,
} from '@mantine/core';

/**
 * A component's default props, typed by the component's props. Mantine's `Modal.extend(...)` does the same
 * but names the component itself, which would put the modal, the drawer and their dependencies in the
 * entry chunk of every first visit (ADR 040); the types alone cost nothing.
 */
const withDefaults = <Props>(defaultProps: Partial<Props>) => ({ defaultProps });

// Court green. Shade 8 is the filled shade (see primaryShade): white text on it is about 6:1.
const court: MantineColorsTuple = [
  '#edf8f0',
  '#d9efdf',
  '#b3dfc0',
  '#8bcd9e',
  '#66bd80',
  '#4aae68',
  '#36985a',
  '#2b8049',
  '#246b3c',
  '#1a552f',
];

export const theme = createTheme({
  primaryColor: 'court',
  // Shade 6 of Mantine's red/orange palettes is too light for white text (axe contrast); 8 passes for all we use.
  // The same in dark mode: white text on court-6 is only 3.6:1.
  primaryShade: { light: 8, dark: 8 },
  colors: { court },
  defaultRadius: 'md',
  // The system's own font: nothing to download, and native looking on every platform (ADR 019).
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  // A ring for keyboard focus only; global.css gives it a colour with enough contrast in both schemes.
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // Links inside text need more than colour to stand out (WCAG 1.4.1; axe "link-in-text-block").
    Anchor: withDefaults<AnchorProps>({ underline: 'always' }),
    // Required inputs keep their `required` attribute but lose the visual " *": the asterisk becomes part of
    // the label text for label-based lookups (e.g. Playwright's getByLabel('Email', { exact: true })).
    // Forms say in words which fields are required instead.
    InputWrapper: withDefaults<InputWrapperProps>({ withAsterisk: false }),
    // Mantine's icon-only close buttons have no accessible name of their own (axe "button-name").
    Modal: withDefaults<ModalProps>({ closeButtonProps: { 'aria-label': 'Close dialog' } }),
    Drawer: withDefaults<DrawerProps>({ closeButtonProps: { 'aria-label': 'Close menu' } }),
    Notification: withDefaults<NotificationProps>({ closeButtonProps: { 'aria-label': 'Close notification' } }),
  },
});

/**
 * Secondary, error and placeholder text with more contrast than Mantine's defaults, so that it meets WCAG AA
 * on the page and on cards in both colour schemes (Mantine's dark "dimmed" is 4:1, its dark error red 2.7:1).
 * `--courtside-focus-ring` is the keyboard focus outline (global.css): at least 3:1 against either background.
 * `--courtside-success-text` is green text that reads in both schemes (court-8 is too dark on the dark page).
 * They reach the page through theme-variables.css, which a test writes from this resolver (ADR 045).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--courtside-focus-ring': 'var(--mantine-color-court-8)',
    '--courtside-success-text': 'var(--mantine-color-court-8)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-2)',
    '--courtside-focus-ring': 'var(--mantine-color-court-3)',
    '--courtside-success-text': 'var(--mantine-color-court-3)',
  },
});

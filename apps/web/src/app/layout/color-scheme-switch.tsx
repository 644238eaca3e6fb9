import { ActionIcon, Button, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Flips between light and dark colours. A choice that matches the system setting goes back to following
 * the system ("auto"), so that nobody is stuck in a scheme they only picked to undo another (ADR 019).
 * The choice is kept in a cookie that the server writes into the next page it sends (app/color-scheme-manager.ts).
 */
function useColorSchemeSwitch() {
  const { setColorScheme } = useMantineColorScheme();
  const current = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = current === 'dark' ? 'light' : 'dark';
  const flip = () => {
    const systemScheme = window.matchMedia(SYSTEM_DARK_QUERY).matches ? 'dark' : 'light';
    setColorScheme(next === systemScheme ? 'auto' : next);
  };
  return {
    label: next === 'dark' ? 'Use dark colours' : 'Use light colours',
    icon: next === 'dark' ? <IconMoon size={18} aria-hidden="true" /> : <IconSun size={18} aria-hidden="true" />,
    flip,
  };
}

/** The compact switch of the desktop and visitor headers: an icon with the action as its accessible name. */
export function ColorSchemeIconSwitch() {
  const { label, icon, flip } = useColorSchemeSwitch();
  return (
    <ActionIcon variant="subtle" size="lg" aria-label={label} title={label} onClick={flip}>
      {icon}
    </ActionIcon>
  );
}

/** The phone menu's switch: a full-width button with words, like the menu's other items. */
export function ColorSchemeMenuSwitch() {
  const { label, icon, flip } = useColorSchemeSwitch();
  // The menu stays open: the change shows at once, and a second press undoes it.
  return (
    <Button variant="subtle" fullWidth justify="flex-start" leftSection={icon} onClick={flip}>
      {label}
    </Button>
  );
}

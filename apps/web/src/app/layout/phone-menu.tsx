import { Divider, Drawer, Stack } from '@mantine/core';
import { ColorSchemeMenuSwitch } from './color-scheme-switch';
import { HeaderItemButton } from './header-item-button';
import type { HeaderItem } from './header-items';

export interface PhoneMenuProps {
  opened: boolean;
  onClose: () => void;
  items: HeaderItem[];
}

/** The phone header's menu: the header's buttons in a drawer from the right, with the colour switch below. */
export function PhoneMenu({ opened, onClose, items }: PhoneMenuProps) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={280} title="Menu">
      <Stack gap={4} component="nav" aria-label="Main">
        {items.map((item) => (
          <HeaderItemButton
            key={item.label}
            item={item}
            variant="subtle"
            fullWidth
            justify="flex-start"
            onAfterClick={onClose}
          />
        ))}
      </Stack>
      <Divider my="sm" />
      <ColorSchemeMenuSwitch />
    </Drawer>
  );
}

import { Burger, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { paths } from '@/lib/paths';
import { BrandLink } from './brand-link';
import { ColorSchemeIconSwitch } from './color-scheme-switch';
import classes from './header-bar.module.css';
import { FeedbackModal, PhoneMenu } from './header-dialogs';
import { HeaderItemButton } from './header-item-button';
import { useHeaderItems } from './header-items';

// Mantine's "sm" breakpoint (48em = 768 px): below it the buttons move into a Burger menu.
const DESKTOP_QUERY = '(min-width: 48em)';

/** The signed-in header (league-play spec, "Header bar"). Only one of the two layouts is rendered at a time. */
export function HeaderBar() {
  const { items, feedbackOpen, closeFeedback } = useHeaderItems();
  const isDesktop = useMediaQuery(DESKTOP_QUERY, true, { getInitialValueInEffect: false });
  const [menuOpen, menu] = useDisclosure(false);

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      {/* Just above the phone layout the inline buttons need the room the brand's name would take. */}
      <BrandLink to={paths.dashboard} nameVisibleFrom={isDesktop ? 'md' : undefined} />
      {isDesktop ? (
        <Group gap={4} wrap="nowrap">
          <Group gap={4} wrap="nowrap" component="nav" aria-label="Main">
            {items.map((item) => (
              <HeaderItemButton
                key={item.label}
                item={item}
                variant="subtle"
                size="compact-md"
                classNames={{ section: classes.inlineIcon }}
              />
            ))}
          </Group>
          {/* A setting, not a place: it sits beside the navigation, not in it. */}
          <ColorSchemeIconSwitch />
        </Group>
      ) : (
        <>
          {/* Only opens: once open, the drawer's overlay covers it and the drawer has its own Close button. */}
          <Burger opened={menuOpen} onClick={menu.open} aria-label="Open menu" aria-expanded={menuOpen} />
          <PhoneMenu opened={menuOpen} onClose={menu.close} items={items} />
        </>
      )}
      <FeedbackModal opened={feedbackOpen} onClose={closeFeedback} />
    </Group>
  );
}

import { Burger } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { paths } from '@/lib/paths';
import { BrandLink } from './brand-link';
import { ColorSchemeIconSwitch } from './color-scheme-switch';
import classes from './header-bar.module.css';
import { FeedbackModal, PhoneMenu } from './header-dialogs';
import { HeaderItemButton } from './header-item-button';
import { NotificationBell } from './notification-bell';
import { useHeaderItems } from './header-items';

// Mantine's "sm" breakpoint (48em = 768 px): below it the buttons move into a Burger menu.
const DESKTOP_QUERY = '(min-width: 48em)';

/** The signed-in header (league-play spec, "Header bar"). Only one of the two layouts is rendered at a time. */
export function HeaderBar() {
  const { items, feedbackOpen, closeFeedback } = useHeaderItems();
  const isDesktop = useMediaQuery(DESKTOP_QUERY, true, { getInitialValueInEffect: false });
  const [menuOpen, menu] = useDisclosure(false);

  return (
    <div className={classes.bar}>
      <BrandLink to={paths.dashboard} nameFromMd={isDesktop} />
      {isDesktop ? (
        <div className={classes.actions}>
          <nav aria-label="Main" className={classes.actions}>
            {items.map((item) => (
              <HeaderItemButton
                key={item.label}
                item={item}
                variant="subtle"
                size="compact-md"
                classNames={{ section: classes.inlineIcon }}
              />
            ))}
          </nav>
          <NotificationBell />
          {/* A setting, not a place: it sits beside the navigation, not in it. */}
          <ColorSchemeIconSwitch />
        </div>
      ) : (
        <>
          {/* The count stays in sight on a phone: the bell sits beside the menu, not in it. */}
          <div className={classes.actions}>
            <NotificationBell />
            {/* Only opens: once open, the drawer's overlay covers it and the drawer has its own Close button. */}
            <Burger opened={menuOpen} onClick={menu.open} aria-label="Open menu" aria-expanded={menuOpen} />
          </div>
          <PhoneMenu opened={menuOpen} onClose={menu.close} items={items} />
        </>
      )}
      <FeedbackModal opened={feedbackOpen} onClose={closeFeedback} />
    </div>
  );
}

/** A visitor's header: the brand, home to the landing page, and the colour switch. */
export function VisitorHeaderBar() {
  return (
    <div className={classes.bar}>
      <BrandLink to={paths.landing} />
      <ColorSchemeIconSwitch />
    </div>
  );
}

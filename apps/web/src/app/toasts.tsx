import '@mantine/notifications/styles.layer.css';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import classes from './toasts.module.css';

// Mantine's "sm" breakpoint (48em = 768 px), the same boundary as the header's phone layout.
const DESKTOP_QUERY = '(min-width: 48em)';

/**
 * Toasts at the bottom, away from the header's buttons at the top: centred under a thumb on a phone, in the
 * corner on a desktop. The CSS lifts them above the band that pages keep at the bottom for an action bar.
 */
export default function Toasts() {
  const isDesktop = useMediaQuery(DESKTOP_QUERY, true, { getInitialValueInEffect: false });
  return <Notifications position={isDesktop ? 'bottom-right' : 'bottom-center'} limit={4} className={classes.toasts} />;
}

import { useLayoutEffect } from 'react';
import { BOOT_HEADING_ID } from '@courtside/shared/web/boot-heading';

/** The id of the header that index.html draws before the app has loaded. */
export const BOOT_HEADER_ID = 'boot-header';

/**
 * Removes index.html's boot header, and the page's boot heading when it has one, in the commit that draws what
 * replaces them, before that frame is painted, so that the switch shows nothing moving: the layout's own header
 * and page (app-layout.tsx), and the error page, which can be drawn without the layout.
 */
export function RemoveBootHeader() {
  useLayoutEffect(() => {
    document.getElementById(BOOT_HEADER_ID)?.remove();
    document.getElementById(BOOT_HEADING_ID)?.remove();
  }, []);
  return null;
}

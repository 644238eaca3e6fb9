import { useLayoutEffect } from 'react';

/** The id of the header that index.html draws before the app has loaded. */
export const BOOT_HEADER_ID = 'boot-header';

/**
 * Removes index.html's boot header in the commit that draws what replaces it, before that frame is painted, so
 * that the switch shows nothing moving: the layout's own header (app-layout.tsx), which comes in the task after
 * the page's first paint, and the error page, which can be drawn without the layout.
 */
export function RemoveBootHeader() {
  useLayoutEffect(() => {
    document.getElementById(BOOT_HEADER_ID)?.remove();
  }, []);
  return null;
}

import { useLayoutEffect } from 'react';

/** The id of the header that index.html draws before the app has loaded. */
export const BOOT_HEADER_ID = 'boot-header';

/**
 * Removes index.html's boot header in the app's first commit, before that frame is painted: the router draws
 * the layout's own header (and the page's loader) in that same commit, so the two never show together and the
 * switch shows nothing moving. Rendered beside the router, not in the layout, so that no page (an error page
 * drawn without the layout included) can leave the boot header over the top of the screen.
 */
export function RemoveBootHeader() {
  useLayoutEffect(() => {
    document.getElementById(BOOT_HEADER_ID)?.remove();
  }, []);
  return null;
}

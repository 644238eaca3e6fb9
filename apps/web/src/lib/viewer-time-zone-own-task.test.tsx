import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useViewerTimeZoneInATaskOfItsOwn, viewerTimeZone } from './viewer-time-zone';

// A file of its own: the page's zone is asked once per page (module), and here it must not be known yet.
describe("the page's zone for a page that converts times anyway", () => {
  it('is null in the first render, read in a later task, then known at once', async () => {
    const { result } = renderHook(() => useViewerTimeZoneInATaskOfItsOwn());
    expect(result.current).toBeNull();
    const intlZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    await waitFor(() => expect(result.current).toBe(intlZone));
    expect(renderHook(() => useViewerTimeZoneInATaskOfItsOwn()).result.current).toBe(intlZone);
    expect(viewerTimeZone()).toBe(intlZone);
  });
});

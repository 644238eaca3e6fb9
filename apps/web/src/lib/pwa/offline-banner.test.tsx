import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { OFFLINE_MESSAGE, OfflineBanner } from './offline-banner';

/** jsdom is always online; the browser's word is navigator.onLine plus the online and offline events. */
function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OfflineBanner', () => {
  it('keeps an empty status region while online, and says so in it when the connection goes', () => {
    renderWithProviders(<OfflineBanner />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    goOffline(true);
    expect(status).toHaveTextContent(OFFLINE_MESSAGE);

    goOffline(false);
    expect(status).toBeEmptyDOMElement();
  });

  it('shows the note at once when the page opens offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
  });
});

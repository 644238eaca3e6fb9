import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { useCalendarWeek, type ShownWeek } from './use-calendar-week';

describe('useCalendarWeek', () => {
  it("keeps one array of the week's days across renders, and a new one for a new week", async () => {
    const seen: ShownWeek[] = [];
    function Week() {
      const shown = useCalendarWeek('UTC');
      const [, setRenders] = useState(0);
      seen.push(shown);
      return (
        <>
          <button type="button" onClick={() => setRenders((count) => count + 1)}>
            Render again
          </button>
          <button type="button" onClick={shown.nextWeek}>
            Next
          </button>
        </>
      );
    }
    const { user } = renderWithProviders(<Week />, { path: '/?week=2030-06-02' });
    const first = seen.at(-1)!;
    expect(first.days).toEqual([
      '2030-06-02',
      '2030-06-03',
      '2030-06-04',
      '2030-06-05',
      '2030-06-06',
      '2030-06-07',
      '2030-06-08',
    ]);

    await user.click(screen.getByRole('button', { name: 'Render again' }));
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.at(-1)!.days).toBe(first.days);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(seen.at(-1)!.days[0]).toBe('2030-06-09');
  });
});

import { createRoot } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

// Rendered without testing-library's act(), which would run the effects at once: in a browser the first commit
// is what gets painted, and the deferred part follows in a later task.
describe('AfterFirstPaint', () => {
  const containers: HTMLElement[] = [];
  afterEach(() => {
    for (const container of containers.splice(0)) container.remove();
  });

  function mount(ui: React.ReactElement) {
    const container = document.createElement('div');
    document.body.append(container);
    containers.push(container);
    createRoot(container).render(ui);
    return container;
  }

  it('leaves its children out of the first commit and draws them after it', async () => {
    const container = mount(
      <>
        <h1>League Home</h1>
        <AfterFirstPaint>
          <p>Below the first screen</p>
        </AfterFirstPaint>
      </>,
    );
    expect(container.textContent).toBe('League Home');
    await waitFor(() => expect(container.textContent).toBe('League HomeBelow the first screen'));
  });

  it('keeps its children once drawn when the page renders again', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    containers.push(container);
    const root = createRoot(container);
    const page = (count: number) => (
      <AfterFirstPaint>
        <p>Rendered {count}</p>
      </AfterFirstPaint>
    );
    root.render(page(1));
    await waitFor(() => expect(container.textContent).toBe('Rendered 1'));
    root.render(page(2));
    await waitFor(() => expect(container.textContent).toBe('Rendered 2'));
  });

  it('draws its children one at a time when asked, each in a commit after the last, in their order', async () => {
    const seen: string[] = [];
    const container = mount(
      <AfterFirstPaint oneByOne>
        <p>One</p>
        {null}
        <p>Two</p>
        <p>Three</p>
      </AfterFirstPaint>,
    );
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
    observer.observe(container, { childList: true, subtree: true });
    expect(container.textContent).toBe('');
    await waitFor(() => expect(container.textContent).toBe('OneTwoThree'));
    observer.disconnect();
    expect(seen).toEqual(['One', 'OneTwo', 'OneTwoThree']);
  });
});

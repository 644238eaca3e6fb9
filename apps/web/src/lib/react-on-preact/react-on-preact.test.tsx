import { act, render, screen } from '@testing-library/react';
import { Activity, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button, MantineProvider } from '@mantine/core';
import { options, type VNode } from 'preact';
import * as compat from 'preact/compat';
import { describe, expect, it, vi } from 'vitest';

// The component tests are only worth their salt if they run on the runtime that production ships (ADR 042).
describe('React on Preact', () => {
  it('gives the app and its libraries Preact in place of React, one copy for all', () => {
    expect(createPortal).toBe(compat.createPortal);
    const rendered = vi.fn<(vnode: VNode) => void>();
    const previous = options.diffed;
    options.diffed = (vnode) => {
      rendered(vnode);
      previous?.(vnode);
    };
    try {
      render(
        <MantineProvider>
          <Button>Save</Button>
        </MantineProvider>,
      );
    } finally {
      options.diffed = previous;
    }
    // Testing Library rendered, and Mantine's components were diffed, by the very Preact imported here.
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(rendered.mock.calls.some(([vnode]) => vnode.type === Button)).toBe(true);
  });

  it("runs a component's effects before anything else happens, even if it is unmounted at once", async () => {
    const effect = vi.fn();
    function Child() {
      useEffect(effect, []);
      return <p>child</p>;
    }
    function Parent() {
      const [shown, setShown] = useState(false);
      useEffect(() => {
        // Outside any act(): the later render is scheduled as in the browser.
        setTimeout(() => setShown(true), 10);
      }, []);
      return shown ? <Child /> : null;
    }
    const view = render(<Parent />);
    await screen.findByText('child');
    view.unmount();
    expect(effect).toHaveBeenCalledTimes(1);
  });

  it('draws an update made by an effect after the timeouts already queued, as React does', async () => {
    // dnd-kit's keyboard drag: the press starts listening in a timeout, an effect announces the pick-up.
    let listening = false;
    const listeningWhenAnnounced: boolean[] = [];
    function Card() {
      const [picked, setPicked] = useState(false);
      const [announcement, setAnnouncement] = useState('');
      useEffect(() => {
        if (picked) setAnnouncement('Picked up');
      }, [picked]);
      if (announcement) listeningWhenAnnounced.push(listening);
      const pickUp = () => {
        setPicked(true);
        setTimeout(() => {
          listening = true;
        });
      };
      return (
        <>
          <button onClick={pickUp}>Card</button>
          <p>{announcement}</p>
        </>
      );
    }
    render(<Card />);
    // A click from outside act(), whose flushing would hide the order the browser sees.
    screen.getByRole('button', { name: 'Card' }).click();
    await screen.findByText('Picked up');
    expect(listeningWhenAnnounced).toEqual([true]);
  });

  it('writes the value attribute of an option whose text is the same, as React does', () => {
    render(
      <select aria-label="Start" defaultValue="07:00">
        <option value="06:00">06:00</option>
        <option value="07:00">07:00</option>
      </select>,
    );
    const values = screen.getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(values).toEqual(['06:00', '07:00']);
  });

  it('keeps content hidden by <Activity> mounted, with its state, but out of sight', async () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount(count + 1)}>{`Count ${count}`}</button>;
    }
    function Panel({ mode }: { mode: 'visible' | 'hidden' }) {
      return (
        <Activity mode={mode}>
          <Counter />
        </Activity>
      );
    }
    const view = render(<Panel mode="visible" />);
    act(() => screen.getByRole('button').click());
    view.rerender(<Panel mode="hidden" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    view.rerender(<Panel mode="visible" />);
    expect(screen.getByRole('button', { name: 'Count 1' })).toBeVisible();
  });
});

import { createElement, type ComponentChildren } from 'preact';

export interface ActivityProps {
  mode?: 'visible' | 'hidden' | undefined;
  children?: ComponentChildren;
}

/**
 * React 19.2's <Activity>, which preact/compat lacks and Mantine imports (Collapse, Tabs, Transition and
 * Stepper with keepMounted). It keeps hidden content mounted, with its state, but out of sight and out of
 * the accessibility tree. The wrapper stays in place in both modes so that switching never remounts the
 * children; `display: contents` keeps it out of the layout while visible.
 *
 * Unlike React, effects of hidden content keep running, and the wrapper is one more element in the DOM.
 */
export function Activity({ mode = 'visible', children }: ActivityProps) {
  return createElement(
    'div',
    { 'data-activity': mode, style: { display: mode === 'hidden' ? 'none' : 'contents' } },
    children,
  );
}

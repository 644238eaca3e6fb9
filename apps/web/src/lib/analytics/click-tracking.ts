import { track } from './track';

/** The attribute that names a clickable element's analytics tag: `<Button data-analytics="league.home.standings">`. */
export const ANALYTICS_ATTRIBUTE = 'data-analytics';

function onClick(event: MouseEvent): void {
  // The click may land on an icon or a label inside the tagged button or link.
  const target = event.target instanceof Element ? event.target : null;
  const tagged = target?.closest(`[${ANALYTICS_ATTRIBUTE}]`);
  const tag = tagged?.getAttribute(ANALYTICS_ATTRIBUTE);
  if (tag) track({ event_type: 'click', tag });
}

/**
 * One listener for the whole document instead of a handler on every button. It listens in the capture phase,
 * so that a component stopping the click's propagation does not hide it, and so that a link is recorded on
 * the page it was clicked on, before the router moves to the next one. Returns the function that removes it.
 */
export function installClickTracking(): () => void {
  document.addEventListener('click', onClick, { capture: true });
  return () => document.removeEventListener('click', onClick, { capture: true });
}

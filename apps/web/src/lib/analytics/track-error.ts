import { ANALYTICS_METADATA_VALUE_MAX_LENGTH } from '@courtside/shared/schemas/analytics-limits';
import { isRouteErrorResponse } from 'react-router';
import { track } from './track';

export const ERROR_BOUNDARY_TAG = 'error.boundary';

const clip = (text: string) => text.slice(0, ANALYTICS_METADATA_VALUE_MAX_LENGTH);

/** A name and a message for anything a page can throw: an Error, a router's error response, or any value. */
export function errorDetails(error: unknown): { name: string; message: string } {
  if (isRouteErrorResponse(error)) {
    return { name: 'ErrorResponse', message: clip(`${error.status} ${error.statusText}`.trim()) };
  }
  if (error instanceof Error) return { name: clip(error.name || 'Error'), message: clip(error.message) };
  let message: string;
  try {
    message = typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
  } catch {
    // A value JSON cannot write (a cycle, a BigInt), and String() may throw on too (no prototype).
    message = Object.prototype.toString.call(error);
  }
  return { name: typeof error, message: clip(message) };
}

/**
 * Records a failure that reached the route error boundary. Only the name and the message: a stack trace says
 * little once bundled without source maps (vite.config.ts), and would make every event large.
 */
export function trackBoundaryError(error: unknown): void {
  track({ event_type: 'error', tag: ERROR_BOUNDARY_TAG, metadata: errorDetails(error) });
}

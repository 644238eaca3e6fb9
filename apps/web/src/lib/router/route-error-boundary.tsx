import { Component, useContext, type ReactNode } from 'react';
import { RouteErrorContext } from './contexts';
import type { Location } from './types';

interface RouteErrorBoundaryProps {
  /** The address shown: a new one gives the route below a fresh chance. */
  location: Location;
  errorElement: ReactNode;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failed: boolean;
  error: unknown;
  location: Location;
}

/** A route's errorElement in place of what the route renders, once anything below it has thrown while rendering. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false, error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    // Leaving the failed page (the header still works, or Back) must show the next page, not the same error.
    if (props.location === state.location) return null;
    return { failed: false, error: undefined, location: props.location };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RouteErrorContext.Provider value={this.state.error}>{this.props.errorElement}</RouteErrorContext.Provider>;
  }
}

/** What a failure shows when no route on the way has an errorElement (the app's routes always have one). */
export function DefaultRouteError() {
  const error = useContext(RouteErrorContext);
  return (
    <div role="alert">
      <h1>This page could not be shown.</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
    </div>
  );
}

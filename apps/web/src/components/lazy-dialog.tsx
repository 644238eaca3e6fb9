import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { OpeningStatus } from './opening-status';

/** The dialog's code could not be fetched; any other error is the dialog's own and goes on up. */
class DialogLoadError extends Error {}

interface DialogProps {
  onClose: () => void;
}

/**
 * A dialog whose code loads the first time it opens, not with the page that holds it, so that a page a player
 * opens at the court does not wait for a dialog they may never open (ADR 040). `isOpen` reads the open state
 * from the dialog's props. Once loaded the dialog stays mounted, so its closing animation still plays.
 *
 * While the code is on its way an "Opening..." status shows. If it cannot be fetched (the network dropped, a
 * release replaced the file), the spec's network message is shown as a toast, the dialog is closed through its
 * own `onClose`, and the next opening asks for the code again.
 */
export function lazyDialog<Props extends DialogProps>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
): ComponentType<Props> {
  const fetchDialog = () =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch (error) {
        throw new DialogLoadError('The dialog could not be loaded', { cause: error });
      }
    });
  // A failed lazy() keeps its failure; replaced after one, so that the next opening tries again.
  let Dialog = fetchDialog();

  function LazyDialog(props: Props) {
    const open = isOpen(props);
    const [wanted, setWanted] = useState(open);
    const [attempt, setAttempt] = useState(0);
    if (open && !wanted) setWanted(true);
    if (!wanted) return null;

    const handleLoadFailure = () => {
      Dialog = fetchDialog();
      notifyError(NETWORK_ERROR_MESSAGE);
      setWanted(false);
      setAttempt((count) => count + 1);
      props.onClose();
    };
    return (
      <LoadFailureBoundary key={attempt} onLoadFailure={handleLoadFailure}>
        <Suspense fallback={<OpeningStatus />}>
          <Dialog {...props} />
        </Suspense>
      </LoadFailureBoundary>
    );
  }
  return LazyDialog;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
}

class LoadFailureBoundary extends Component<{ onLoadFailure: () => void; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof DialogLoadError) this.props.onLoadFailure();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // Not a failed download: a fault in the dialog itself, for the route's error page to show.
    if (!(this.state.error instanceof DialogLoadError)) throw this.state.error;
    return null;
  }
}

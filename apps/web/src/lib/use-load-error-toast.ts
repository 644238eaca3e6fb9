import { useEffect, useRef } from 'react';
import { notifyError } from '@/lib/notify';

/**
 * Toasts a failed load once per failure: `failedAt` is the query's errorUpdatedAt, so a Try Again that fails
 * again toasts again, while a re-render (or React's StrictMode running the effect twice) does not.
 */
export function useLoadErrorToast(error: Error | null, failedAt: number, message: (error: Error) => string) {
  const toasted = useRef(0);
  useEffect(() => {
    if (!error || failedAt === toasted.current) return;
    toasted.current = failedAt;
    notifyError(message(error));
  }, [error, failedAt, message]);
}

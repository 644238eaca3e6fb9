import { useEffect, useState, type ReactNode } from 'react';
import { nextTask } from '@/lib/next-task';

/**
 * Draws its children once the page around it has been painted: for the parts of a page below the first screen,
 * so that a phone shows the first screen (its heading is the page's largest paint) without waiting for the rest
 * to be built, and the main thread is free in between (issue 10, ADR 046). Effects run after the browser has
 * painted; the children come in the task after that. Nothing above them moves when they arrive.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void nextTask().then(() => {
      if (mounted) setPainted(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return painted ? children : null;
}

import { Children, useEffect, useState, type ReactNode } from 'react';
import { nextTask } from '@/lib/next-task';

interface AfterFirstPaintProps {
  children: ReactNode;
  /**
   * Draws the children one at a time, each in the task after the one before it was painted, instead of all in
   * one task: for sections that each take a phone a long moment to build, so that no single task holds the main
   * thread for all of them (Total Blocking Time counts what each task takes beyond 50 ms).
   */
  oneByOne?: boolean;
}

/**
 * Draws its children once the page around it has been painted: for the parts of a page below the first screen,
 * so that a phone shows the first screen (its heading is the page's largest paint) without waiting for the rest
 * to be built, and the main thread is free in between (issue 10, ADR 046). Effects run after the browser has
 * painted; the children come in the task after that. Nothing above them moves when they arrive.
 */
export function AfterFirstPaint({ children, oneByOne = false }: AfterFirstPaintProps) {
  const parts = oneByOne ? Children.toArray(children) : null;
  const [drawn, setDrawn] = useState(0);
  const waiting = drawn < (parts?.length ?? 1);
  useEffect(() => {
    if (!waiting) return;
    let mounted = true;
    void nextTask().then(() => {
      if (mounted) setDrawn((count) => count + 1);
    });
    return () => {
      mounted = false;
    };
  }, [waiting, drawn]);
  if (parts) return <>{parts.slice(0, drawn)}</>;
  return drawn > 0 ? children : null;
}

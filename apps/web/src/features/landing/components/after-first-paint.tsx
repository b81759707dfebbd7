import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders its children just after the first screen has painted, as an interruptible update, so a
 * slow phone shows the top of the page sooner and stays responsive while the rest is built.
 * For content below the first screen only: nothing on screen moves when it appears.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => startTransition(() => setReady(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  return isReady ? children : null;
}

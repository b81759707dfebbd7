import { Suspense, lazy, useEffect, useLayoutEffect, useState } from 'react';
import { onFirstTapOrKey } from '@/lib/on-demand';

const ModalsProvider = lazy(() => import('./modals-container').then((m) => ({ default: m.ModalsProvider })));

/**
 * What `modals.*` of `@mantine/modals` dispatch on `window`; the manager listens for them once it is mounted.
 * Until then they wait here, in order, so a dialog asked for before the manager has loaded still opens.
 */
const managerEvents = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

const waiting: CustomEvent[] = [];
const wantListeners = new Set<() => void>();
const keep = (event: Event) => {
  waiting.push(new CustomEvent(event.type, { detail: (event as CustomEvent).detail }));
  wantListeners.forEach((want) => want());
};
let isBuffering = false;
function startBuffering() {
  if (isBuffering) return;
  isBuffering = true;
  for (const name of managerEvents) window.addEventListener(name, keep);
}
function replayWaiting() {
  isBuffering = false;
  for (const name of managerEvents) window.removeEventListener(name, keep);
  for (const event of waiting.splice(0)) window.dispatchEvent(event);
}
if (typeof window !== 'undefined') startBuffering();

/** Rendered after the manager: its layout effect runs once the manager listens, and hands it what waited. */
function ReplayWaiting() {
  useLayoutEffect(() => {
    replayWaiting();
    return startBuffering;
  }, []);
  return null;
}

/**
 * Mantine's modal manager (with Modal, its focus trap, scroll lock and transitions, ~8 kB gzip) is not on the
 * first load (issue 14): it loads at the visitor's first tap or key press, since a dialog answers an action, and
 * at the latest with the first dialog asked for (the login dialog a protected address opens on arrival), which
 * waits until the manager shows it. Nothing renders inside the manager: no screen reads its context, dialogs are
 * opened through `modals.*` (components/app-modal.tsx, ask-confirmation.tsx).
 */
export function ModalsOnDemand() {
  const [isNeeded, setIsNeeded] = useState(waiting.length > 0);
  useEffect(() => {
    if (isNeeded) return;
    const need = () => setIsNeeded(true);
    if (waiting.length > 0) need();
    wantListeners.add(need);
    const stopListening = onFirstTapOrKey(need);
    return () => {
      wantListeners.delete(need);
      stopListening();
    };
  }, [isNeeded]);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider />
      <ReplayWaiting />
    </Suspense>
  );
}

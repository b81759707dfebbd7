import { useNotifications } from '@mantine/notifications';
import { Suspense, lazy, useEffect, useState } from 'react';
import { onFirstTapOrKey } from '@/lib/on-demand';

const Notifications = lazy(() => import('./notices-container').then((m) => ({ default: m.Notifications })));

/**
 * The notices' container (Mantine's Notifications with its transitions, ~8 kB gzip) is not on the first load
 * (issue 14): it loads at the visitor's first tap or key press, since a notice answers an action, and at the
 * latest with the first notice, which waits in Mantine's store until the container shows it. Loaded at the
 * action, it is there when the answer's notice comes, so a notice never appears late over what the visitor
 * taps next. Above the sticky headers of the member and admin shells, so a notice is never hidden.
 */
export function NoticesOnDemand() {
  const hasNotice = useNotifications().notifications.length > 0;
  const [isNeeded, setIsNeeded] = useState(false);
  if (hasNotice && !isNeeded) setIsNeeded(true);
  useEffect(() => {
    if (isNeeded) return;
    return onFirstTapOrKey(() => setIsNeeded(true));
  }, [isNeeded]);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" zIndex={1000} />
    </Suspense>
  );
}

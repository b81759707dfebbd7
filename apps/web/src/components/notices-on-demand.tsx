import { useNotifications } from '@mantine/notifications';
import { Suspense, lazy, useState } from 'react';

const Notifications = lazy(() => import('./notices-container').then((m) => ({ default: m.Notifications })));

/**
 * The notices' container (Mantine's Notifications with its transitions, ~10 kB gzip) loads with the first
 * notice, not with the first page (issue 14): until then a notice waits in Mantine's store, and the container
 * shows it once loaded. Above the sticky headers of the member and admin shells, so a notice is never hidden.
 */
export function NoticesOnDemand() {
  const hasNotice = useNotifications().notifications.length > 0;
  const [isNeeded, setIsNeeded] = useState(false);
  if (hasNotice && !isNeeded) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" zIndex={1000} />
    </Suspense>
  );
}

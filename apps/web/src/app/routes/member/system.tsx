import { Outlet, useLocation } from 'react-router';
import { NotAvailableYet } from '@/components/not-available';

/** /web/system and its child /web/system/announcement; both arrive with a later issue. */
export default function SystemPage() {
  const { pathname } = useLocation();
  if (pathname.replace(/\/$/, '') !== '/web/system') return <Outlet />;
  return <NotAvailableYet titleKey="pages.system" />;
}

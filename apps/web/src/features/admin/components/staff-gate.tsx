import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { staffSession } from '@/lib/session';
import { useStaffMe } from '../api/get-me';
import { paths } from '@/config/paths';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';

const stagePage = { totp_setup: paths.admin.totpSetup, totp: paths.admin.totp } as const;

/**
 * Lets a fully signed-in staff member through; sends anyone else to the step they are missing
 * (sign-in, TOTP setup, TOTP code). The server refuses them anyway; this only shows the right page.
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const token = staffSession.getToken();
  const me = useStaffMe(token !== null);
  if (!token) return <Navigate to={paths.admin.login} replace />;
  if (me.isPending) return <PageLoader />;
  if (me.isError) {
    // The 401 listener of the back office has already forgotten the session.
    if (me.error instanceof ApiError && me.error.status === 401) return <Navigate to={paths.admin.login} replace />;
    return <LoadError error={me.error} onRetry={() => void me.refetch()} />;
  }
  if (me.data.stage !== 'full') return <Navigate to={stagePage[me.data.stage]} replace />;
  return children;
}

import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import { adminKeys } from '@/features/admin/api/keys';
import { notifyWarning } from '@/lib/notify';
import { onApiEvent } from '@/lib/api-client';
import { staffSession } from '@/lib/session';
import { paths } from '@/config/paths';
import AdminLoginPage from './login';
import { loadSignedIn, loadTotpSteps } from './next-steps';

// Issue 14: a staff member who is not signed in needs only the login form, which loads with this module.
// Everything behind it loads when it is needed (next-steps.ts fetches the next step while the one before is on
// screen): the two-factor steps, then the signed-in back office (signed-in.tsx: the gate, the shell with its
// navigation, and the table of its pages, each page its own chunk).
const AdminTotpSetupPage = lazy(() => loadTotpSteps().then((m) => ({ default: m.AdminTotpSetupPage })));
const AdminTotpPage = lazy(() => loadTotpSteps().then((m) => ({ default: m.AdminTotpPage })));
const SignedInBackOffice = lazy(loadSignedIn);

/**
 * Someone without a staff token goes to the login from here, before the shell's code is fetched (the gate
 * inside it sends a half-signed-in session to its missing step).
 */
function SignedIn() {
  return staffSession.getToken() ? <SignedInBackOffice /> : <Navigate to={paths.admin.login} replace />;
}

/**
 * When any back-office call answers 401 (session expired, idle, revoked by a colleague), forget the
 * session and go back to sign-in, saying why once.
 */
function useEndSessionOnUnauthorized() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onApiEvent((event) => {
        if (event.type !== 'unauthorized' || event.scope !== 'staff') return;
        const hadSession = staffSession.getToken() !== null;
        staffSession.clear();
        queryClient.removeQueries({ queryKey: adminKeys.all });
        if (hadSession) notifyWarning('admin-sign-in:sessionEnded');
        navigate(paths.admin.login, { replace: true });
      }),
    [navigate, queryClient],
  );
}

function AdminRoutes() {
  // Loads the sign-in's dictionary (and errors) before the first page shows. The back office's own (`admin`,
  // ~6 kB) loads with the shell and its pages: the login needs none of it (issue 14).
  useTranslation(['admin-sign-in', 'errors']);
  useEndSessionOnUnauthorized();
  return (
    <Routes>
      <Route path="login" element={<AdminLoginPage />} />
      <Route path="totp-setup" element={<AdminTotpSetupPage />} />
      <Route path="totp" element={<AdminTotpPage />} />
      <Route path="*" element={<SignedIn />} />
    </Routes>
  );
}

/** The back office, mounted at /admin/* and loaded only when someone opens it. */
export default function AdminApp() {
  return (
    <Suspense
      fallback={
        <Center mih="60vh">
          <Loader size="sm" />
        </Center>
      }
    >
      <AdminRoutes />
    </Suspense>
  );
}

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
import { loadDashboard, loadSignedInLayout, loadTotpSteps } from './next-steps';

// Issue 14: a staff member who is not signed in needs only the login form, which loads with this module.
// Everything behind it loads when it is needed (next-steps.ts fetches the next step while the one before is on
// screen): the two-factor steps, the shell with its navigation, and each page with its own chunk.
const AdminTotpSetupPage = lazy(() => loadTotpSteps().then((m) => ({ default: m.AdminTotpSetupPage })));
const AdminTotpPage = lazy(() => loadTotpSteps().then((m) => ({ default: m.AdminTotpPage })));
const SignedInLayout = lazy(loadSignedInLayout);
const AdminDashboardPage = lazy(loadDashboard);
const AdminAuditPage = lazy(() => import('./audit'));
const AdminContactMessagesPage = lazy(() => import('./contact-messages'));
const AdminFinancePage = lazy(() => import('./finance'));
const AdminKycPage = lazy(() => import('./kyc'));
const AdminKycReviewPage = lazy(() => import('./kyc-review'));
const AdminMemberPage = lazy(() => import('./member'));
const AdminMemberWalletPage = lazy(() => import('./member-wallet'));
const AdminMembersPage = lazy(() => import('./members'));
const AdminNewsPage = lazy(() => import('./news'));
const AdminNewsEditPage = lazy(() => import('./news-edit'));
const AdminTicketPage = lazy(() => import('./ticket'));
const AdminTicketsPage = lazy(() => import('./tickets'));
const AdminNotFoundPage = lazy(() => import('./not-found'));
const AdminSettingsPage = lazy(() => import('./settings'));
const AdminStakingPage = lazy(() => import('./staking'));
const AdminStaffPage = lazy(() => import('./staff'));
const AdminPinsPage = lazy(() => import('./pins'));
const AdminMallCataloguePage = lazy(() => import('./mall-catalogue'));
const AdminMallOrderPage = lazy(() => import('./mall-order'));
const AdminMallOrdersPage = lazy(() => import('./mall-orders'));
const AdminMallProductPage = lazy(() => import('./mall-product'));
const AdminStoreApplicationsPage = lazy(() => import('./stores'));
const AdminStoresPage = lazy(() => import('./stores-all'));
const AdminStorePage = lazy(() => import('./stores-store'));

/**
 * Someone without a staff token goes to the login from here, before the shell's code is fetched (the gate
 * inside it sends a half-signed-in session to its missing step).
 */
function SignedIn() {
  return staffSession.getToken() ? <SignedInLayout /> : <Navigate to={paths.admin.login} replace />;
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
        if (hadSession) notifyWarning('admin:sessionEnded');
        navigate(paths.admin.login, { replace: true });
      }),
    [navigate, queryClient],
  );
}

function AdminRoutes() {
  // Loads the back office's dictionary (and errors) before the first page shows.
  useTranslation(['admin', 'errors']);
  useEndSessionOnUnauthorized();
  return (
    <Routes>
      <Route path="login" element={<AdminLoginPage />} />
      <Route path="totp-setup" element={<AdminTotpSetupPage />} />
      <Route path="totp" element={<AdminTotpPage />} />
      <Route element={<SignedIn />}>
        <Route index element={<AdminDashboardPage />} />
        <Route path="members" element={<AdminMembersPage />} />
        <Route path="members/:id" element={<AdminMemberPage />} />
        <Route path="members/:id/wallet" element={<AdminMemberWalletPage />} />
        <Route path="kyc" element={<AdminKycPage />} />
        <Route path="finance" element={<AdminFinancePage />} />
        <Route path="staking" element={<AdminStakingPage />} />
        <Route path="kyc/:id" element={<AdminKycReviewPage />} />
        <Route path="settings" element={<AdminSettingsPage />} />
        <Route path="audit" element={<AdminAuditPage />} />
        <Route path="contact-messages" element={<AdminContactMessagesPage />} />
        <Route path="tickets" element={<AdminTicketsPage />} />
        <Route path="tickets/:id" element={<AdminTicketPage />} />
        <Route path="news" element={<AdminNewsPage />} />
        <Route path="news/:id" element={<AdminNewsEditPage />} />
        <Route path="staff" element={<AdminStaffPage />} />
        <Route path="pins" element={<AdminPinsPage />} />
        <Route path="*" element={<AdminNotFoundPage />} />
        <Route path="mall/products" element={<AdminMallCataloguePage />} />
        <Route path="mall/products/:id" element={<AdminMallProductPage />} />
        <Route path="mall/orders" element={<AdminMallOrdersPage />} />
        <Route path="mall/orders/:id" element={<AdminMallOrderPage />} />
        <Route path="stores" element={<AdminStoreApplicationsPage />} />
        <Route path="stores/all" element={<AdminStoresPage />} />
        <Route path="stores/:id" element={<AdminStorePage />} />
      </Route>
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

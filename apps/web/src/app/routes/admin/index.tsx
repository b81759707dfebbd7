import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useNavigate } from 'react-router';
import { adminKeys } from '@/features/admin/api/keys';
import { AdminShell } from '@/features/admin/components/admin-shell';
import { notifyWarning } from '@/lib/notify';
import { StaffGate } from '@/features/admin/components/staff-gate';
import { onApiEvent } from '@/lib/api-client';
import { staffSession } from '@/lib/session';
import AdminAuditPage from './audit';
import AdminContactMessagesPage from './contact-messages';
import AdminDashboardPage from './dashboard';
import AdminFinancePage from './finance';
import AdminKycPage from './kyc';
import AdminKycReviewPage from './kyc-review';
import AdminLoginPage from './login';
import AdminMemberPage from './member';
import AdminMemberWalletPage from './member-wallet';
import AdminMembersPage from './members';
import AdminNewsPage from './news';
import AdminNewsEditPage from './news-edit';
import AdminTicketPage from './ticket';
import AdminTicketsPage from './tickets';
import AdminNotFoundPage from './not-found';
import AdminSettingsPage from './settings';
import AdminStakingPage from './staking';
import AdminStaffPage from './staff';
import { AdminTotpPage, AdminTotpSetupPage } from './totp-steps';
import { paths } from '@/config/paths';
import AdminPinsPage from './pins';
import AdminMallCataloguePage from './mall-catalogue';
import AdminMallOrderPage from './mall-order';
import AdminMallOrdersPage from './mall-orders';
import AdminMallProductPage from './mall-product';
import AdminStoreApplicationsPage from './stores';
import AdminStoresPage from './stores-all';
import AdminStorePage from './stores-store';

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
      <Route
        element={
          <StaffGate>
            <AdminShell />
          </StaffGate>
        }
      >
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

import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { AdminShell } from '@/features/admin/components/admin-shell';
import { StaffGate } from '@/features/admin/components/staff-gate';
import { loadDashboard } from './next-steps';

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
 * The back office behind the sign-in: the gate (which step is missing), the shell with its navigation, and its
 * pages, each loaded when opened. Its own module, loaded after the sign-in (index.tsx, next-steps.ts), so the
 * staff login carries none of it, not even this table's list of what each page loads.
 */
export default function SignedInBackOffice() {
  return (
    <StaffGate>
      <Routes>
        <Route element={<AdminShell />}>
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
    </StaffGate>
  );
}

import { MallOrderList, readMallOrderFilters } from '@/features/admin/components/mall-order-list';
import { MallRequestQueue, readMallRequestFilters } from '@/features/admin/components/mall-request-queue';
import { MallTabsPage, mallTab } from './mall-tabs-page';

const panels = {
  orders: mallTab(readMallOrderFilters, MallOrderList),
  requests: mallTab(readMallRequestFilters, MallRequestQueue),
};

/** /admin/mall/orders: every order of both malls with its filters, and the exchange and error requests. */
export default function AdminMallOrdersPage() {
  return <MallTabsPage titleKey="ordersTitle" panels={panels} />;
}

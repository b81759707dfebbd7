import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMallOrder } from '@/features/admin/api/mall-orders';
import { MallOrderDetail } from '@/features/admin/components/mall-order-detail';
import { QueryState } from '@/components/query-state';
import { PageTitle } from './page-title';
import { paths } from '@/config/paths';

/** /admin/mall/orders/:id: one order with its timeline, requests and the steps staff may take. */
export default function AdminMallOrderPage() {
  const { t } = useTranslation('admin-mall');
  const { id = '' } = useParams();
  const order = useMallOrder(id);
  return (
    <>
      <Anchor component={Link} to={paths.admin.mallOrders} size="sm">
        ← {t('order.backToList')}
      </Anchor>
      <PageTitle>{t('order.title', { id })}</PageTitle>
      <QueryState query={order}>{(data) => <MallOrderDetail order={data} />}</QueryState>
    </>
  );
}

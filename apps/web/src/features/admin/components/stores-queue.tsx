import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { type StoreQueueStatus, storeQueueStatuses, getAdminStoresQueryOptions, useAdminStores } from '../api/stores';
import type { QueueScreenProps } from './finance-queue-controls';
import { QueueRowTime, rowDecision } from './finance-queue-row';
import { useExportPage } from './queue-export-button';
import { type QueueKind, QueueScreen } from './queue-screen';
import { useStoreDecisions } from './stores-decisions';
import { storeStatusColors } from './stores-status';

const storeQueue: QueueKind<StoreQueueStatus> = {
  statuses: storeQueueStatuses,
  words: 'admin-stores:statuses',
  testIdPrefix: 'admin-store-application',
  empty: 'queueEmpty',
};

/** The queue opens on the applications waiting for a decision; `?status=rejected` shows the refused ones. */
export const readStoreQueueFilters = (search: URLSearchParams) => ({
  status: search.get('status') === 'rejected' ? ('rejected' as const) : ('pending' as const),
});

/**
 * Store applications like the other back-office queues: who applied for which shop, its category,
 * business code and place; a waiting one is approved (after a confirmation) or rejected with a reason.
 */
export function StoresQueue(screen: QueueScreenProps<StoreQueueStatus>) {
  const { t } = useTranslation('admin-stores');
  const queue = useAdminStores(screen.params);
  const exportPage = useExportPage((page) => getAdminStoresQueryOptions({ ...screen.params, page }));
  const { approval, ask, dialog } = useStoreDecisions();

  return (
    <QueueScreen
      {...screen}
      kind={storeQueue}
      query={queue}
      exportPage={exportPage}
      rows={{
        colors: storeStatusColors,
        content: (store) => ({
          row: { username: store.member_username, status: store.status, reject_reason: store.reason },
          detail: t('categoryAndCode', { category: store.category, code: store.business_code }),
          amount: (
            <Anchor component={Link} to={paths.admin.store(store.id)} inherit data-testid="admin-store-link">
              {store.shop_name}
            </Anchor>
          ),
          decision: rowDecision(store.id, approval, () => ask(store, 'reject')),
          children: (
            <>
              <Text size="xs" c="dimmed">
                {t('location', { latitude: store.latitude, longitude: store.longitude })}
              </Text>
              <QueueRowTime createdAt={store.decided_at ?? store.created_at} waitSeconds={null} />
              {store.decided_by ? (
                <Text size="xs" c="dimmed">
                  {t('decidedBy', { name: store.decided_by })}
                </Text>
              ) : null}
            </>
          ),
        }),
      }}
    >
      {dialog}
    </QueueScreen>
  );
}

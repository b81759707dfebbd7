import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { useStaffMe } from '../api/get-me';
import { useRunStorePayouts } from '../api/stores';
import { DetailSection } from './detail-section';

/**
 * Pays every store order that is due now, for staff who may (`stores.review`); the server's job does
 * the same every few minutes, so this is for when a store should not wait. Says how many were paid.
 */
export function StorePayoutsPanel() {
  const { t } = useTranslation('admin-stores');
  const me = useStaffMe();
  const canRun = me.data?.permissions.includes('stores.review') ?? false;
  const run = useRunStorePayouts();
  if (!canRun) return null;
  return (
    <DetailSection title={t('payouts.title')}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('payouts.hint')}
        </Text>
        <Button
          variant="light"
          loading={run.isPending}
          onClick={() => run.mutate(undefined, { onError: notifyError })}
          data-testid="admin-store-payouts-run"
        >
          {t('payouts.run')}
        </Button>
        {run.data ? (
          <Text size="sm" c="teal" data-testid="admin-store-payouts-result">
            {t('payouts.done', { paid: run.data.paid_orders })}
          </Text>
        ) : null}
      </Stack>
    </DetailSection>
  );
}

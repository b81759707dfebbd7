import { Avatar, Group, Text } from '@mantine/core';
import type { Store } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { RecordCard } from '@/components/record-card';
import { formatDateTime } from '@/lib/format';
import { useMyStoreLogo } from '../api/my-store';
import { StoreStatusBadge } from './store-badges';

/** The member's store or application: logo, name, state, and why it was refused or suspended. */
export function StoreCard({ store }: { store: Store }) {
  const { t, i18n } = useTranslation('stores');
  const logo = useMyStoreLogo();
  return (
    <RecordCard
      testId="store-card"
      title={
        <Group gap="xs" wrap="nowrap" component="span">
          <Avatar src={logo} alt="" radius="md" size="md" />
          <span data-testid="store-card-name">{store.shop_name}</span>
        </Group>
      }
      aside={<StoreStatusBadge status={store.status} />}
      meta={t('card.appliedAt', { at: formatDateTime(store.created_at, i18n.language) })}
    >
      <Text size="sm" c="dimmed" mt={4}>
        {store.category} · {store.business_code}
      </Text>
      <Text size="sm" mt={4} data-testid="store-card-hint">
        {t(`card.${store.status}`)}
      </Text>
      {store.reason ? (
        <Text size="sm" c="red" mt={4} data-testid="store-card-reason">
          {t('card.reason', { reason: store.reason })}
        </Text>
      ) : null}
    </RecordCard>
  );
}

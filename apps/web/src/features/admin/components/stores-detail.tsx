import { Anchor, Button, Center, Grid, Group, Image, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdminStore } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { QueryState } from '@/components/query-state';
import { formatDateTime } from '@/lib/format';
import { errorMessage } from '@/lib/notify';
import { useAdminStore, useAdminStoreLogo } from '../api/stores';
import { DetailField, DetailSection } from './detail-section';
import { QueueDecisionButtons } from './finance-queue-row';
import { useStoreDecisions } from './stores-decisions';
import { StorePayoutsPanel } from './stores-payouts';
import { StoreStatusBadge } from './stores-status';
import { MemberLink } from './member-link';

/** Where the shop says it is, on a public map (the coordinates are what the member typed). */
export const storeMapUrl = (store: Pick<AdminStore, 'latitude' | 'longitude'>) =>
  `https://www.openstreetmap.org/?mlat=${store.latitude}&mlon=${store.longitude}#map=16/${store.latitude}/${store.longitude}`;

const storeListHref = (list: string, storeId: string) => `${list}?${new URLSearchParams({ store: storeId })}`;
/** The back office's lists that take a store filter, as the store's page links to them. */
const storeLists = [
  { list: paths.admin.mallProducts, label: 'salesProducts', testId: 'admin-store-products-link' },
  { list: paths.admin.mallOrders, label: 'salesOrders', testId: 'admin-store-orders-link' },
] as const;

/** The logo is private: fetched with the staff token and shown through an object URL. */
function StoreLogo({ id }: { id: string }) {
  const { t } = useTranslation('admin-stores');
  const logo = useAdminStoreLogo(id);
  return (
    <DetailSection title={t('logo')}>
      <Center mih={160} data-testid="admin-store-logo">
        {logo.isPending ? (
          <Loader size="sm" />
        ) : logo.url ? (
          <Image src={logo.url} alt={t('logo')} maw={240} mah={240} fit="contain" radius="sm" />
        ) : (
          <Text size="sm" c="red">
            {logo.isError ? errorMessage(logo.error) : t('logoFailed')}
          </Text>
        )}
      </Center>
    </DetailSection>
  );
}

/** What staff may do now: decide a waiting application, or suspend a selling store. */
function StoreActions({ store }: { store: AdminStore }) {
  const { t } = useTranslation('admin-stores');
  const { approval, ask, dialog } = useStoreDecisions();
  return (
    <DetailSection>
      <Group justify="space-between" mb="sm">
        <Title order={4}>{t('actions')}</Title>
        <StoreStatusBadge status={store.status} />
      </Group>
      <Group gap="xs">
        {store.status === 'pending' ? (
          <QueueDecisionButtons
            testIdPrefix="admin-store"
            isBusy={approval.busyId === store.id}
            onApprove={() => void approval.approve(store.id)}
            onReject={() => ask(store, 'reject')}
          />
        ) : store.status === 'approved' ? (
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => ask(store, 'suspend')}
            data-testid="admin-store-suspend"
          >
            {t('suspend.confirm')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('noActions')}
          </Text>
        )}
      </Group>
      {dialog}
    </DetailSection>
  );
}

function StoreFacts({ store }: { store: AdminStore }) {
  const { t, i18n } = useTranslation('admin-stores');
  return (
    <DetailSection>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DetailField label={t('member')}>
          <MemberLink id={store.member_id} size="sm">
            {store.member_username}
          </MemberLink>
        </DetailField>
        <DetailField label={t('category')}>{store.category}</DetailField>
        <DetailField label={t('businessCode')}>{store.business_code}</DetailField>
        <DetailField label={t('place')}>
          <Anchor href={storeMapUrl(store)} target="_blank" rel="noreferrer" size="sm">
            {t('location', { latitude: store.latitude, longitude: store.longitude })}
          </Anchor>
        </DetailField>
        <DetailField label={t('sales')}>
          {/* The back office's product and order lists, filtered to this store. */}
          <Group gap="md">
            {storeLists.map(({ list, label, testId }) => (
              <Anchor key={list} component={Link} to={storeListHref(list, store.id)} size="sm" data-testid={testId}>
                {t(label)}
              </Anchor>
            ))}
          </Group>
        </DetailField>
        <DetailField label={t('createdAt')}>{formatDateTime(store.created_at, i18n.language)}</DetailField>
        {store.decided_at ? (
          <DetailField label={t('decidedAt')}>
            {formatDateTime(store.decided_at, i18n.language)}
            {store.decided_by ? ` · ${store.decided_by}` : ''}
          </DetailField>
        ) : null}
        {store.reason ? (
          <DetailField label={t('reason')}>
            {/* A sentence, unlike the codes beside it: it wraps between words. */}
            <span style={{ wordBreak: 'normal', overflowWrap: 'anywhere' }}>{store.reason}</span>
          </DetailField>
        ) : null}
      </SimpleGrid>
    </DetailSection>
  );
}

/** One store or application for the back office: who and what, its logo, the decisions, and the payout run. */
export function StoreDetail({ id }: { id: string }) {
  const store = useAdminStore(id);
  return (
    <QueryState query={store}>
      {(data) => (
        <Grid gap="md">
          {/* On a phone the decisions come first, above the facts and the logo. */}
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Stack gap="md">
              <StoreFacts store={data} />
              <StoreLogo id={data.id} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <Stack gap="md">
              <StoreActions store={data} />
              <StorePayoutsPanel />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </QueryState>
  );
}

import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import { type JournalType, LOOKUP_BUSINESS_TZ, type WalletName, walletNames } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { formatBusinessDateTime, formatUsdt } from '@/lib/format';
import { useLookup } from '@/lib/global-api';
import { type RecordFilter, fetchWalletRecordsCsv, useWalletRecords } from '../api/get-wallet-records';
import { isBackwards } from '../record-days';
import { RecordRange } from './record-range';
import { WalletRecordCards } from './wallet-record-cards';

/**
 * Types a member can filter by: the movements of a member's own wallets (the platform-only ones, such as
 * the day's staking profit before it is paid or a mall sale, never reach them). Every journal type has a
 * label (journal-type-labels.test.ts).
 */
export const recordTypeFilters = [
  'transfer',
  'swap',
  'deposit',
  'withdrawal_request',
  'withdrawal_cancel',
  'withdrawal_reject',
  'withdrawal_approve',
  'stake',
  'stake_return',
  'stake_redeem',
  'stake_surrender',
  'profit_claim',
  'staking_bonus',
  'bonus_direct',
  'adjustment',
  'pin_purchase',
  'pin_void_refund',
  'profile_reward',
  'mall_order',
  'mall_refund',
  'store_payout',
] as const satisfies readonly JournalType[];

export function WalletRecordList(props: {
  filter: RecordFilter;
  page: number;
  onChange: (next: RecordFilter & { page: number }) => void;
}) {
  const { t, i18n } = useTranslation('wallet');
  const { filter } = props;
  const records = useWalletRecords(filter, props.page, !isBackwards(filter));
  const zone = useLookup().data?.[LOOKUP_BUSINESS_TZ];
  const money = (value: string) => formatUsdt(value, i18n.language);

  return (
    <Stack gap="sm">
      <Group grow gap="xs">
        <Select
          label={t('records.wallet')}
          value={filter.wallet}
          onChange={(value) => value && props.onChange({ ...filter, wallet: value as WalletName, page: 1 })}
          data={walletNames.map((name) => ({ value: name, label: t(`names.${name}`) }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="records-wallet"
        />
        <Select
          label={t('records.type')}
          value={filter.type ?? 'all'}
          onChange={(value) => props.onChange({ ...filter, type: !value || value === 'all' ? null : value, page: 1 })}
          data={[
            { value: 'all', label: t('records.allTypes') },
            ...recordTypeFilters.map((type) => ({ value: type, label: t(`types.${type}`) })),
          ]}
          allowDeselect={false}
          data-testid="records-type"
        />
      </Group>
      <RecordRange
        range={filter}
        onChange={(range) => props.onChange({ ...filter, ...range, page: 1 })}
        download={{ fetch: () => fetchWalletRecordsCsv(filter), name: `wallet-records-${filter.wallet}` }}
        testId="records"
      />
      <WalletRecordCards
        query={records}
        testIds={{ list: 'records', item: 'record-item' }}
        onPageChange={(page) => props.onChange({ ...filter, page })}
        card={(record) => {
          const isOut = record.amount.startsWith('-');
          return {
            title: t(`types.${record.type}`, { defaultValue: record.type }),
            aside: (
              <Text fw={700} c={isOut ? 'red.7' : 'teal.7'} data-testid="record-amount">
                {isOut ? '' : '+'}
                {money(record.amount)}
              </Text>
            ),
            meta: formatBusinessDateTime(record.created_at, i18n.language, zone),
            metaAside: (
              <Badge size="xs" color="teal" variant="light" tt="none">
                {t(`status.${record.status}`)}
              </Badge>
            ),
            children: (
              <>
                <Text size="xs" c="dimmed" mt={4}>
                  {t('records.balanceChange', {
                    before: money(record.previous_balance),
                    after: money(record.current_balance),
                  })}
                </Text>
                {record.remark ? (
                  <Text size="xs" mt={2} style={{ overflowWrap: 'anywhere' }}>
                    {t('records.remark', { remark: record.remark })}
                  </Text>
                ) : null}
              </>
            ),
          };
        }}
      />
    </Stack>
  );
}

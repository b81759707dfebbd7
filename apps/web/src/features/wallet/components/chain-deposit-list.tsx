import { Stack, Title } from '@mantine/core';
import type { ChainDepositStatus } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatUsdt } from '@/lib/format';
import { useChainDeposits } from '../api/chain-deposits';
import { TxHashLine } from './record-lines';
import { WalletRecordCards } from './wallet-record-cards';

const statusColor: Record<ChainDepositStatus, string> = {
  seen: 'yellow',
  credited: 'teal',
  unmatched: 'gray',
  dismissed: 'red',
  orphaned: 'red',
};

/**
 * The member's BEP-20 transfers read from the chain and where each stands (seen → credited). Shown
 * only once there is one, so a platform without a chain looks as before.
 */
export function ChainDepositList() {
  const { t } = useTranslation('wallet');
  const [page, setPage] = useState(1);
  const deposits = useChainDeposits(page);
  if (page === 1 && deposits.data?.total === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('deposit.chain.title')}
      </Title>
      <WalletRecordCards
        query={deposits}
        testIds={{ list: 'chain-deposits', item: 'chain-deposit-item' }}
        onPageChange={setPage}
        card={(record, { lng }) => ({
          title: `${formatUsdt(record.amount, lng)} USDT`,
          status: {
            status: record.status,
            colors: statusColor,
            label: t(`deposit.chain.status.${record.status}`),
            testId: 'chain-deposit-status',
          },
          meta: formatDate(record.seen_at, lng),
          children: <TxHashLine hash={record.tx_hash} />,
        })}
      />
    </Stack>
  );
}

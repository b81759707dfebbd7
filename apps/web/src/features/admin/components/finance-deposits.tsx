import { Button, Text } from '@mantine/core';
import { type AdminDepositRow, type DepositStatus, depositStatuses } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getDepositQueueQueryOptions, useDepositQueue } from '../api/finance';
import { useExportPage } from './queue-export-button';
import { CopyableLine } from './copyable-line';
import { ScreenshotModal } from './finance-modals';
import { type QueueScreenProps, RejectReasonModal } from './finance-queue-controls';
import { QueueRowTime } from './finance-queue-row';
import { useFinanceQueueDecisions } from './use-finance-queue-decisions';
import { type QueueKind, QueueScreen } from './queue-screen';
import { decisionStatusColors } from '@/lib/status-colors';
import { MoneyText } from '@/components/money-text';

const depositQueue: QueueKind<DepositStatus> = {
  statuses: depositStatuses,
  words: 'admin-finance:depositStatus',
  testIdPrefix: 'admin-deposit',
  isSearchable: true,
};

/** What a deposit came as: the network or bank transfer, its proof, what was credited, and when. */
function DepositLines({ row }: { row: AdminDepositRow }) {
  const { t } = useTranslation('admin-finance');
  return (
    <>
      <Text size="sm">{row.deposit_type === 'crypto' ? t('crypto', { network: row.network ?? '' }) : t('fiat')}</Text>
      {row.tx_hash ? <CopyableLine label={t('txHash')} value={row.tx_hash} testId="admin-deposit-copy-hash" /> : null}
      {row.payer_name ? (
        <Text size="xs">
          {t('payer')}: {row.payer_name}
        </Text>
      ) : null}
      {row.reference_number ? (
        <CopyableLine label={t('reference')} value={row.reference_number} testId="admin-deposit-copy-reference" />
      ) : null}
      {row.credited_amount ? (
        <Text size="xs">
          {t('credited')}: <MoneyText amount={row.credited_amount} />
        </Text>
      ) : null}
      <QueueRowTime createdAt={row.created_at} waitSeconds={row.status === 'pending' ? row.age_seconds : null} />
    </>
  );
}

/** Deposits by status; pending oldest first, so the longest wait is at the top. */
export function FinanceDeposits(screen: QueueScreenProps<DepositStatus>) {
  const { t } = useTranslation('admin-finance');
  const queue = useDepositQueue(screen.params);
  const exportPage = useExportPage((page) => getDepositQueueQueryOptions({ ...screen.params, page }));
  const { decisionFor, rejection } = useFinanceQueueDecisions('deposit');
  const [screenshot, setScreenshot] = useState<string | null>(null);

  return (
    <QueueScreen
      {...screen}
      kind={depositQueue}
      query={queue}
      exportPage={exportPage}
      rows={{
        colors: decisionStatusColors,
        content: (row) => ({
          row,
          detail: row.fullname ?? '',
          amount: <MoneyText amount={row.amount} />,
          decision: decisionFor(row.id),
          actions: row.has_screenshot ? (
            <Button
              size="xs"
              variant="default"
              onClick={() => setScreenshot(row.id)}
              data-testid="admin-deposit-screenshot"
            >
              {t('viewScreenshot')}
            </Button>
          ) : null,
          children: <DepositLines row={row} />,
        }),
      }}
    >
      <RejectReasonModal {...rejection} title={t('rejectDepositTitle')} hint={t('rejectHint')} />
      <ScreenshotModal depositId={screenshot} onClose={() => setScreenshot(null)} />
    </QueueScreen>
  );
}

import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PayoutKind } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { formatDateTime } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { useCan } from '../api/get-me';
import { useMemberPayout, useResetMemberPayout } from '../api/member-payout';
import { DetailField, DetailSection } from './detail-section';
import { ReasonModal } from './reason-modal';

function ResetButton({ id, kind }: { id: string; kind: PayoutKind }) {
  const { t } = useTranslation('admin');
  const [isOpen, setOpen] = useState(false);
  const reset = useResetMemberPayout(id, kind);
  return (
    <>
      <Button
        variant="light"
        color="orange"
        size="compact-sm"
        onClick={() => {
          reset.reset();
          setOpen(true);
        }}
        data-testid={`admin-payout-reset-${kind}`}
      >
        {t(`memberPayout.reset.${kind}`)}
      </Button>
      <ReasonModal
        isOpen={isOpen}
        title={t(`memberPayout.reset.${kind}`)}
        hint={t('memberPayout.resetHint')}
        confirmLabel={t('confirm')}
        color="orange"
        isPending={reset.isPending}
        error={reset.error}
        onClose={() => setOpen(false)}
        onConfirm={(reason) =>
          reset.mutate(reason, {
            onSuccess: () => {
              setOpen(false);
              notifySuccess('admin:memberPayout.done');
            },
          })
        }
      />
    </>
  );
}

/** A member's payout address (with its network) and bank account, and their reset (D1b). */
export function MemberPayoutSection({ id }: { id: string }) {
  const { t, i18n } = useTranslation('admin');
  const payout = useMemberPayout(id);
  const canReset = useCan('members.resetPayout');
  if (payout.isPending) return <PageLoader />;
  if (payout.isError) return <LoadError error={payout.error} onRetry={() => void payout.refetch()} />;
  const { address, bank, withdraw_held_until: heldUntil } = payout.data;
  const none = (
    <Text size="sm" c="dimmed">
      {t('memberPayout.none')}
    </Text>
  );
  return (
    <DetailSection title={t('memberPayout.title')}>
      <Stack gap="sm" data-testid="admin-member-payout">
        {heldUntil ? (
          <Text size="sm" c="orange">
            {t('memberPayout.heldUntil', { until: formatDateTime(heldUntil, i18n.language) })}
          </Text>
        ) : null}
        <Text fw={600}>{t('memberPayout.address')}</Text>
        {address ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DetailField label={t('memberPayout.network')}>BEP-20 (BNB Smart Chain)</DetailField>
            <DetailField label={t('memberPayout.address')}>
              <span data-testid="admin-payout-address">{address.address}</span>
            </DetailField>
          </SimpleGrid>
        ) : (
          none
        )}
        {address && canReset ? <ResetButton id={id} kind="address" /> : null}
        <Text fw={600}>{t('memberPayout.bank')}</Text>
        {bank ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DetailField label={t('memberPayout.bank')}>{`${bank.bank_name} · ${bank.bank_country}`}</DetailField>
            <DetailField label={t('memberPayout.accountHolder')}>{bank.account_holder}</DetailField>
            <DetailField label={t('memberPayout.accountNumber')}>
              <span data-testid="admin-payout-account-number">{bank.account_number}</span>
            </DetailField>
            <DetailField label={t('memberPayout.branch')}>{`${bank.branch} · ${bank.swift}`}</DetailField>
          </SimpleGrid>
        ) : (
          none
        )}
        {bank && canReset ? <ResetButton id={id} kind="bank" /> : null}
      </Stack>
    </DetailSection>
  );
}

import { Button, Code, Group, Select, Stack, Text } from '@mantine/core';
import { type AdminPin, type PinStatus, pinStatuses } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@/components/data-table';
import { PagedTable } from '@/components/paged-table';
import { StatusBadge } from '@/components/status-badge';
import { formatDateTime, formatUsdt } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';
import { pinStatusColors } from '@/lib/status-colors';
import { useStaffMe } from '../api/get-me';
import { type PinListParams, useAdminPins, useVoidPin } from '../api/pins';
import type { ListScreenProps } from './list-screen-props';
import { TypedFilter } from './mall-list-filters';
import { PinsIssueDialog } from './pins-issue-dialog';
import { ReasonModal } from './reason-modal';

/** An unused code can be voided, also once it has expired (decision 010); a used or void one cannot. */
const isVoidable = (pin: AdminPin) => pin.status === 'valid' || pin.status === 'expired';

/** What became of a code: whom it activated, or who voided it and why. */
function PinOutcome({ pin }: { pin: AdminPin }) {
  const { t } = useTranslation('admin-pins');
  const when = (iso: string | null) => formatDateTime(iso, i18n.language);
  if (pin.activated_member)
    return <>{t('outcome.activated', { username: pin.activated_member, at: when(pin.activated_at) })}</>;
  if (pin.voided_at) {
    return (
      <>
        {t('outcome.voided', { name: pin.voided_by ?? '—', at: when(pin.voided_at) })}
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
          {pin.void_reason}
          {pin.refunded ? ` · ${t('outcome.refunded')}` : ''}
        </Text>
      </>
    );
  }
  return <>{t(pin.status === 'expired' ? 'outcome.expired' : 'outcome.expires', { at: when(pin.expires_at) })}</>;
}

/**
 * Every code: searched by code, holder or status; staff who may move value (finance) issue codes to a
 * member and void unused ones, each with a reason for the audit log.
 */
export function PinsList({ params, onParamsChange }: ListScreenProps<PinListParams>) {
  const { t } = useTranslation('admin-pins');
  const me = useStaffMe();
  const canManage = me.data?.permissions.includes('finance.adjustments') ?? false;
  const pins = useAdminPins(params);
  const voidPin = useVoidPin();
  const [isIssuing, setIssuing] = useState(false);
  const [voiding, setVoiding] = useState<AdminPin | null>(null);
  const search = (next: Partial<PinListParams>) => onParamsChange({ ...params, ...next, page: 1 });

  const columns: DataColumn<AdminPin>[] = [
    {
      key: 'code',
      header: t('columns.code'),
      cell: (pin) => (
        <>
          <Code fw={600} style={{ whiteSpace: 'nowrap' }}>
            {pin.code}
          </Code>
          <Text size="xs" c="dimmed">
            {t(`source.${pin.source}`, { name: pin.issued_by ?? '—' })}
          </Text>
        </>
      ),
    },
    { key: 'owner', header: t('columns.owner'), cell: (pin) => pin.owner },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (pin) => (
        <StatusBadge
          status={pin.status}
          colors={pinStatusColors}
          label={t(`status.${pin.status}`)}
          testId="admin-pin-status"
          // A narrow column would cut the word short; the column widens instead.
          miw="max-content"
        />
      ),
    },
    {
      key: 'price',
      header: t('columns.price'),
      align: 'right',
      visibleFrom: 'md',
      cell: (pin) => `${formatUsdt(pin.price, i18n.language)} USDT`,
    },
    {
      key: 'bought',
      header: t('columns.bought'),
      visibleFrom: 'lg',
      cell: (pin) => formatDateTime(pin.bought_at, i18n.language),
    },
    { key: 'outcome', header: t('columns.outcome'), visibleFrom: 'sm', cell: (pin) => <PinOutcome pin={pin} /> },
    {
      key: 'actions',
      cell: (pin) =>
        canManage && isVoidable(pin) ? (
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            onClick={() => setVoiding(pin)}
            data-testid="admin-pin-void"
          >
            {t('void.action')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TypedFilter
          label={t('search.code')}
          value={params.code}
          onChange={(code) => search({ code })}
          growFrom={200}
          testId="admin-pin-search-code"
        />
        <TypedFilter
          label={t('search.owner')}
          value={params.owner}
          onChange={(owner) => search({ owner })}
          growFrom={200}
          testId="admin-pin-search-owner"
        />
        <Select
          label={t('columns.status')}
          value={params.status ?? 'all'}
          onChange={(value) => search({ status: value === 'all' || !value ? undefined : (value as PinStatus) })}
          data={[
            { value: 'all', label: t('search.allStatuses') },
            ...pinStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
          ]}
          allowDeselect={false}
          w={160}
          data-testid="admin-pin-status-filter"
        />
        {canManage ? (
          <Button onClick={() => setIssuing(true)} data-testid="admin-pin-issue">
            {t('issue.open')}
          </Button>
        ) : null}
      </Group>

      <PagedTable
        query={pins}
        columns={columns}
        emptyText={t('empty')}
        testId="admin-pins"
        tableTestId="admin-pin-table"
        rowTestId="admin-pin-row"
        onPageChange={(page) => onParamsChange({ ...params, page })}
      />

      <PinsIssueDialog isOpen={isIssuing} onClose={() => setIssuing(false)} />
      <ReasonModal
        isOpen={voiding !== null}
        isPending={voidPin.isPending}
        error={voidPin.error}
        onClose={() => {
          setVoiding(null);
          voidPin.reset();
        }}
        title={t('void.title', { code: voiding?.code ?? '' })}
        hint={t(voiding?.source === 'purchase' ? 'void.hintRefund' : 'void.hint')}
        confirmLabel={t('void.confirm')}
        color="red"
        onConfirm={(reason) =>
          voiding &&
          voidPin.mutate(
            { id: voiding.id, reason },
            {
              onSuccess: () => {
                notifySuccess('admin-pins:void.done');
                setVoiding(null);
              },
            },
          )
        }
      />
    </Stack>
  );
}

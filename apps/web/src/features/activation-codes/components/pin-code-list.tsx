import { SegmentedControl, Stack } from '@mantine/core';
import { type PinStatus, pinStatuses } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/paged-list';
import { usePinCodes } from '../api/get-pin-codes';
import { PinCodeCard } from './pin-code-card';

/** The codes the member holds, newest first, filtered by state (`null`: every state). */
export function PinCodeList({
  status,
  page,
  onChange,
}: {
  status: PinStatus | null;
  page: number;
  onChange: (status: PinStatus | null, page: number) => void;
}) {
  const { t } = useTranslation('pins');
  const codes = usePinCodes(status, page);
  return (
    <Stack gap="sm">
      <SegmentedControl
        fullWidth
        size="xs"
        value={status ?? 'all'}
        onChange={(value) => onChange(value === 'all' ? null : (value as PinStatus), 1)}
        data={[
          { value: 'all', label: t('codes.all') },
          ...pinStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
        ]}
        data-testid="pin-status-filter"
      />
      <PagedList
        query={codes}
        emptyText={t('codes.empty')}
        testId="pin-codes"
        onPageChange={(next) => onChange(status, next)}
        renderItem={(pin) => <PinCodeCard key={pin.code} pin={pin} />}
      />
    </Stack>
  );
}

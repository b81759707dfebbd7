import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { LOOKUP_BUSINESS_TZ } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '@/lib/download';
import { zoneOffsetLabel } from '@/lib/format';
import { useLookup } from '@/lib/global-api';
import { notifyError } from '@/lib/notify';
import { type RecordFilter, fetchWalletRecordsCsv } from '../api/get-wallet-records';
import { businessToday } from '../report-period';

/**
 * The records' days (business days in the business time zone, which the hint names) and the export of
 * everything they cover as CSV. A backwards range is said under the second date and is not sent.
 */
export function RecordRange({
  filter,
  onChange,
}: {
  filter: RecordFilter;
  onChange: (range: { from: string | null; to: string | null }) => void;
}) {
  const { t, i18n } = useTranslation('wallet');
  const zone = useLookup().data?.[LOOKUP_BUSINESS_TZ];
  const today = businessToday(zone);
  const [isExporting, setExporting] = useState(false);
  const isBackwards = filter.from !== null && filter.to !== null && filter.from > filter.to;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await fetchWalletRecordsCsv(filter);
      saveFile(file, `wallet-records-${filter.wallet}-${filter.from ?? 'start'}-${filter.to ?? today}.csv`);
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap={4}>
      <Group grow gap="xs" align="flex-start">
        {(['from', 'to'] as const).map((end) => (
          <TextInput
            key={end}
            type="date"
            label={t(`records.${end}`)}
            value={filter[end] ?? ''}
            max={today}
            onChange={(event) => onChange({ ...filter, [end]: event.currentTarget.value || null })}
            error={end === 'to' && isBackwards ? t('report.rangeBackwards') : undefined}
            data-testid={`records-${end}`}
          />
        ))}
      </Group>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed" data-testid="records-zone">
          {zone ? t('records.zoneHint', { zone: `${zone} (${zoneOffsetLabel(zone, i18n.language)})` }) : null}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          loading={isExporting}
          disabled={isBackwards}
          onClick={() => void exportCsv()}
          data-testid="records-export"
          // The label keeps its width; the time-zone line beside it wraps instead.
          style={{ flexShrink: 0 }}
        >
          {t('records.export')}
        </Button>
      </Group>
    </Stack>
  );
}

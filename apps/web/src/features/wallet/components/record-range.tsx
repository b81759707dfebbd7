import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { LOOKUP_BUSINESS_TZ } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '@/lib/download';
import { zoneOffsetLabel } from '@/lib/format';
import { useLookup } from '@/lib/global-api';
import { notifyError } from '@/lib/notify';
import { type DayRange, isBackwards } from '../record-days';
import { businessToday } from '../report-period';

/**
 * A history's days (business days in the business time zone, which the hint names) and the export of
 * everything they cover as CSV, made by the server (`download.fetch`) and saved as
 * `<download.name>-<from>-<to>.csv`. A backwards range is said under the second date and is not sent.
 * `testId` names the fields `<testId>-from`/`-to`, the hint `-zone` and the button `-export`.
 */
export function RecordRange({
  range,
  onChange,
  download,
  testId,
}: {
  range: DayRange;
  onChange: (range: DayRange) => void;
  download: { fetch: () => Promise<Blob>; name: string };
  testId: string;
}) {
  const { t, i18n } = useTranslation('wallet');
  const zone = useLookup().data?.[LOOKUP_BUSINESS_TZ];
  const today = businessToday(zone);
  const [isExporting, setExporting] = useState(false);
  const backwards = isBackwards(range);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await download.fetch();
      saveFile(file, `${download.name}-${range.from ?? 'start'}-${range.to ?? today}.csv`);
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
            value={range[end] ?? ''}
            max={today}
            onChange={(event) => onChange({ ...range, [end]: event.currentTarget.value || null })}
            error={end === 'to' && backwards ? t('report.rangeBackwards') : undefined}
            data-testid={`${testId}-${end}`}
          />
        ))}
      </Group>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed" data-testid={`${testId}-zone`}>
          {zone ? t('records.zoneHint', { zone: `${zone} (${zoneOffsetLabel(zone, i18n.language)})` }) : null}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          loading={isExporting}
          disabled={backwards}
          onClick={() => void exportCsv()}
          data-testid={`${testId}-export`}
          // The label keeps its width; the time-zone line beside it wraps instead.
          style={{ flexShrink: 0 }}
        >
          {t('records.export')}
        </Button>
      </Group>
    </Stack>
  );
}

import { Stack } from '@mantine/core';
import type { ComponentType } from 'react';
import type { ListPageProps } from '@/components/paged-list';
import type { DayRange } from '../record-days';
import { RecordRange } from './record-range';

/** What a dated history's screen holds: the days shown and the page; a new range starts at page 1. */
export interface DatedHistoryProps {
  range: DayRange;
  page: number;
  onChange: (next: { range: DayRange; page: number }) => void;
}

/**
 * A member's history narrowed to business days, the way the wallet records are (deposits, withdrawals,
 * transfers): the days and the CSV export of everything they cover above, one page of the list below.
 * `csv.fetch` asks the server for the file, saved as `<csv.name>-<from>-<to>.csv`; `csv.testId` names
 * the day fields and the export button.
 */
export function datedHistory(
  List: ComponentType<ListPageProps & { range: DayRange }>,
  csv: { fetch: (range: DayRange) => Promise<Blob>; name: string; testId: string },
) {
  return function DatedHistory({ range, page, onChange }: DatedHistoryProps) {
    return (
      <Stack gap="sm">
        <RecordRange
          range={range}
          onChange={(next) => onChange({ range: next, page: 1 })}
          download={{ fetch: () => csv.fetch(range), name: csv.name }}
          testId={csv.testId}
        />
        <List range={range} page={page} onPageChange={(next) => onChange({ range, page: next })} />
      </Stack>
    );
  };
}

import { Stack } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import type { DataColumn } from '@/components/data-table';
import { PagedList } from '@/components/paged-list';
import { PagedTable } from '@/components/paged-table';
import { type QueueScreenProps, QueueStatusFilter } from './finance-queue-controls';

/**
 * A queue screen of the back office: what comes first (a request form), the status filter, one page
 * of the queue (each item drawn by `renderItem`, or a `table` of columns), then the screen's dialogs
 * (`children`). `testIdPrefix` names the filter (`<prefix>-status`) and the empty text (`<prefix>-empty`).
 */
export function QueueScreen<S extends string, T extends { id: string }>({
  params,
  onParamsChange,
  statuses,
  label,
  testIdPrefix,
  fullWidth,
  filterStyle,
  before,
  query,
  emptyText,
  renderItem,
  table,
  children,
}: QueueScreenProps<S> & {
  statuses: readonly S[];
  label: (status: S) => string;
  testIdPrefix: string;
  fullWidth?: boolean;
  filterStyle?: CSSProperties;
  before?: ReactNode;
  query: Parameters<typeof PagedList<T>>[0]['query'];
  emptyText: string;
  renderItem?: (item: T) => ReactNode;
  table?: { columns: DataColumn<T>[]; testId: string };
  children?: ReactNode;
}) {
  const list = {
    query,
    emptyText,
    testId: testIdPrefix,
    onPageChange: (page: number) => onParamsChange({ ...params, page }),
  };
  return (
    <Stack gap="md">
      {before}
      <QueueStatusFilter
        params={params}
        onParamsChange={onParamsChange}
        statuses={statuses}
        label={label}
        testId={`${testIdPrefix}-status`}
        fullWidth={fullWidth}
        style={filterStyle}
      />
      {table ? (
        <PagedTable {...list} columns={table.columns} tableTestId={table.testId} />
      ) : (
        <PagedList {...list} renderItem={renderItem ?? (() => null)} />
      )}
      {children}
    </Stack>
  );
}

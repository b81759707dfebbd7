import { Stack } from '@mantine/core';
import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import type { DataColumn } from '@/components/data-table';
import { PagedList } from '@/components/paged-list';
import { PagedTable } from '@/components/paged-table';
import { type QueueScreenProps, QueueStatusFilter } from './finance-queue-controls';
import { QueueRow } from './finance-queue-row';

/** What a queue says of one request; the screen adds the status's colour and words and the test ids. */
export type QueueRowContent = Omit<ComponentProps<typeof QueueRow>, 'testIdPrefix' | 'statusColor' | 'statusLabel'>;

/**
 * A queue screen of the back office: what comes first (a request form), the status filter, one page
 * of the queue, then the screen's dialogs (`children`). Each request is a QueueRow that `rows.content`
 * fills, its status in `rows.colors` and in `label`'s words as in the filter; or `renderItem` draws it
 * its own way; or the queue is a `table` of columns. `testIdPrefix` names the filter
 * (`<prefix>-status`), the empty text (`<prefix>-empty`) and the rows (`<prefix>-row`).
 */
export function QueueScreen<S extends string, T extends { id: string; status: string }>({
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
  rows,
  renderItem,
  table,
  children,
}: QueueScreenProps<S> & {
  statuses: readonly S[];
  label: (status: S | T['status']) => string;
  testIdPrefix: string;
  fullWidth?: boolean;
  filterStyle?: CSSProperties;
  before?: ReactNode;
  query: Parameters<typeof PagedList<T>>[0]['query'];
  emptyText: string;
  rows?: { colors: Record<T['status'], string>; content: (item: T) => QueueRowContent };
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
  const drawItem = (item: T): ReactNode =>
    rows ? (
      <QueueRow
        key={item.id}
        testIdPrefix={testIdPrefix}
        statusColor={rows.colors[item.status as T['status']]}
        statusLabel={label(item.status)}
        {...rows.content(item)}
      />
    ) : (
      renderItem?.(item)
    );
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
        <PagedList {...list} renderItem={drawItem} />
      )}
      {children}
    </Stack>
  );
}

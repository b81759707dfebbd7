import { Stack } from '@mantine/core';
import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@/components/data-table';
import { PagedList } from '@/components/paged-list';
import { PagedTable } from '@/components/paged-table';
import { type QueueScreenProps, QueueStatusFilter } from './finance-queue-controls';
import { QueueRow } from './finance-queue-row';

/** What a queue says of one request; the screen adds the status's colour and words and the test ids. */
export type QueueRowContent = Omit<ComponentProps<typeof QueueRow>, 'testIdPrefix' | 'statusColor' | 'statusLabel'>;

/**
 * What names a queue, whatever page of it is shown: its statuses in the filter's order, their words
 * (`<words>.<status>`, a namespaced key such as `admin-finance:depositStatus`) and the prefix of its
 * test ids. Its empty text is its namespace's `empty` key unless the kind names another.
 */
export interface QueueKind<S extends string> {
  statuses: readonly S[];
  words: string;
  testIdPrefix: string;
  /** The empty text's key in the words' namespace (the mall's and the stores' queues have their own). */
  empty?: string;
}

/** The names of a queue in its namespace's words: each status's label and the empty text. */
function useQueueWords<S extends string>(kind: QueueKind<S>) {
  const [namespace] = kind.words.split(':');
  const { t } = useTranslation(namespace);
  return {
    label: (status: string) => t(`${kind.words}.${status}`),
    emptyText: t(`${namespace}:${kind.empty ?? 'empty'}`),
  };
}

/**
 * A queue screen of the back office: what comes first (a request form), the status filter, one page
 * of the queue, then the screen's dialogs (`children`). Each request is a QueueRow that `rows.content`
 * fills, its status in `rows.colors` and in the words of the filter; or the queue is a `table` of
 * columns. The `kind` names the queue: its `testIdPrefix` names the filter (`<prefix>-status`), the
 * empty text (`<prefix>-empty`) and the rows (`<prefix>-row`).
 */
export function QueueScreen<S extends string, T extends { id: string; status: string }>({
  params,
  onParamsChange,
  fullWidth,
  filterStyle,
  before,
  query,
  rows,
  table,
  kind,
  children,
}: QueueScreenProps<S> & {
  kind: QueueKind<S>;
  fullWidth?: boolean;
  filterStyle?: CSSProperties;
  before?: ReactNode;
  query: Parameters<typeof PagedList<T>>[0]['query'];
  rows?: { colors: Record<T['status'], string>; content: (item: T) => QueueRowContent };
  table?: { columns: DataColumn<T>[]; testId: string };
  children?: ReactNode;
}) {
  const { statuses, testIdPrefix } = kind;
  const { label, emptyText } = useQueueWords(kind);
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
    ) : null;
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

import { Group, Stack } from '@mantine/core';
import type { Page } from '@tandem/contracts';
import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@/components/data-table';
import { PagedList } from '@/components/paged-list';
import { PagedTable } from '@/components/paged-table';
import { type QueueScreenProps, QueueStatusFilter } from './finance-queue-controls';
import { QueueRow } from './finance-queue-row';
import { QueueExportButton } from './queue-export-button';
import { QueueSearchBar, searchOf } from './queue-search-bar';

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
  /** Whether its list answers a search by member, amount, reference and days (the money desk's queues). */
  isSearchable?: boolean;
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
  exportPage,
  children,
}: QueueScreenProps<S> & {
  kind: QueueKind<S>;
  fullWidth?: boolean;
  filterStyle?: CSSProperties;
  before?: ReactNode;
  query: Parameters<typeof PagedList<T>>[0]['query'];
  rows?: { colors: Record<T['status'], string>; content: (item: T) => QueueRowContent };
  table?: { columns: DataColumn<T>[]; testId: string };
  /** One page of what the screen shows (status and search), for the CSV export of all of it. */
  exportPage?: (page: number) => Promise<Page<T>>;
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
      <Group justify="space-between" align="center" gap="xs" wrap="nowrap">
        {/* The filter takes the room the export button leaves, and scrolls sideways on a phone. */}
        <div style={{ flex: fullWidth ? 1 : '0 1 auto', minWidth: 0, overflowX: 'auto' }}>
          <QueueStatusFilter
            params={params}
            onParamsChange={onParamsChange}
            statuses={statuses}
            label={label}
            testId={`${testIdPrefix}-status`}
            fullWidth={fullWidth}
            style={filterStyle}
          />
        </div>
        {exportPage ? (
          <QueueExportButton
            fetchPage={exportPage}
            fileName={`${testIdPrefix}-${params.status}.csv`}
            testId={`${testIdPrefix}-export`}
          />
        ) : null}
      </Group>
      {kind.isSearchable ? (
        <QueueSearchBar
          // A new search in the address (back, a link) starts the fields again from it.
          key={JSON.stringify(searchOf(params))}
          search={searchOf(params)}
          onSearch={(search) => onParamsChange({ status: params.status, page: 1, ...search })}
          testId={`${testIdPrefix}-search`}
        />
      ) : null}
      {table ? (
        <PagedTable {...list} columns={table.columns} tableTestId={table.testId} />
      ) : (
        <PagedList {...list} renderItem={drawItem} />
      )}
      {children}
    </Stack>
  );
}

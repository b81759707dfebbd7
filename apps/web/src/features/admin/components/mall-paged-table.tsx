import type { ComponentProps } from 'react';
import { type DataColumn, DataTableFrame, DataTableRow } from '@/components/data-table';
import { PagedList } from '@/components/paged-list';

/**
 * One page of a server list as a table with the pager below (the mall's products and orders): the
 * columns make both the heading and each row. `testId` names the list and the table (`<testId>-table`).
 */
export function MallPagedTable<T extends { id: string }>({
  query,
  columns,
  emptyText,
  testId,
  rowTestId,
  onPageChange,
}: Pick<ComponentProps<typeof PagedList<T>>, 'query' | 'emptyText' | 'onPageChange'> & {
  columns: DataColumn<T>[];
  testId: string;
  rowTestId?: string;
}) {
  return (
    <PagedList
      query={query}
      emptyText={emptyText}
      testId={testId}
      onPageChange={onPageChange}
      container={(rows) => (
        <DataTableFrame columns={columns} highlightOnHover verticalSpacing="sm" testId={`${testId}-table`}>
          {rows}
        </DataTableFrame>
      )}
      renderItem={(row) => <DataTableRow key={row.id} columns={columns} row={row} testId={rowTestId} />}
    />
  );
}

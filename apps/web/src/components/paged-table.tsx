import type { ComponentProps } from 'react';
import { type DataColumn, DataTableFrame, DataTableRow } from './data-table';
import { PagedList } from './paged-list';

/**
 * One page of a server list as a table with the pager below (the back office's members, codes, KYC
 * queue, stores and the mall's products and orders): the columns make both the heading and each row.
 * `tableTestId` names the table, `rowTestId` each row; `testId` names the list as in PagedList.
 */
export function PagedTable<T extends { id: string }>({
  columns,
  tableTestId,
  rowTestId,
  ...list
}: Omit<ComponentProps<typeof PagedList<T>>, 'renderItem' | 'container'> & {
  columns: DataColumn<T>[];
  tableTestId: string;
  rowTestId?: string;
}) {
  return (
    <PagedList
      {...list}
      container={(rows) => (
        <DataTableFrame columns={columns} highlightOnHover verticalSpacing="sm" testId={tableTestId}>
          {rows}
        </DataTableFrame>
      )}
      renderItem={(row) => <DataTableRow key={row.id} columns={columns} row={row} testId={rowTestId} />}
    />
  );
}

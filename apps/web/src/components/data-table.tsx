import { type MantineBreakpoint, Table, type TableProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** One column of a DataTable: its heading and what each row shows in it. */
export interface DataColumn<T> {
  key: string;
  header?: ReactNode;
  cell: (row: T) => ReactNode;
  /** Figures align right, heading and cells alike. */
  align?: 'right';
  /** Hidden below this breakpoint, so a phone sees only the columns that matter most. */
  visibleFrom?: MantineBreakpoint;
  /** The cells' own style (tabular figures, a monospace number). */
  style?: CSSProperties;
}

/** The cells of one row, column by column. */
export function DataTableRow<T>({ columns, row, testId }: { columns: DataColumn<T>[]; row: T; testId?: string }) {
  return (
    <Table.Tr data-testid={testId}>
      {columns.map((column) => (
        <Table.Td key={column.key} ta={column.align} visibleFrom={column.visibleFrom} style={column.style}>
          {column.cell(row)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

/**
 * A table whose heading comes from its columns, around rows drawn elsewhere: PagedList's `container`
 * for a paged list, or DataTable's own rows. `testId` names the table.
 */
export function DataTableFrame<T>({
  columns,
  testId,
  children,
  ...tableProps
}: Omit<TableProps, 'children'> & { columns: DataColumn<T>[]; testId?: string; children: ReactNode }) {
  return (
    <Table {...tableProps} data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.key} ta={column.align} visibleFrom={column.visibleFrom}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}

/**
 * A whole list as a table, one row per item and one cell per column. With `minWidth` it scrolls
 * sideways on a narrow screen instead of squeezing its columns.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  minWidth,
  ...tableProps
}: Omit<TableProps, 'children'> & {
  columns: DataColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  minWidth?: number;
  testId?: string;
}) {
  const table = (
    <DataTableFrame columns={columns} {...tableProps}>
      {rows.map((row) => (
        <DataTableRow key={rowKey(row)} columns={columns} row={row} />
      ))}
    </DataTableFrame>
  );
  return minWidth === undefined ? table : <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>;
}

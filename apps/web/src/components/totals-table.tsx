import { Table, type TableProps } from '@mantine/core';
import type { CSSProperties, Key, ReactNode } from 'react';

/** One column of a totals table: its heading and what each row shows there. */
export interface TotalsColumn<Row> {
  label: string;
  value: (row: Row) => ReactNode;
  /** Counts and amounts stand right-aligned, so their digits line up. */
  isNumeric?: boolean;
  style?: CSSProperties;
}

/**
 * A striped table of totals (per type, per level), scrolling sideways on a narrow phone rather than
 * squeezing its figures. The columns say what each row shows; the first is usually its name.
 */
export function TotalsTable<Row>({
  columns,
  rows,
  rowKey,
  testId,
  ...table
}: {
  columns: TotalsColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  testId: string;
} & Pick<TableProps, 'fz' | 'withTableBorder'>) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped {...table} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label} ta={column.isNumeric ? 'right' : undefined}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.label} ta={column.isNumeric ? 'right' : undefined} style={column.style}>
                  {column.value(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

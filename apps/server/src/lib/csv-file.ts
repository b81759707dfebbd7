import type { FastifyReply } from 'fastify';

/** A file of comma-separated values as the services hand it over. */
export interface CsvFile {
  fileName: string;
  body: string;
}

/** Rows an export reads per query: a long history is read in steps, never held as one result. */
export const CSV_EXPORT_BATCH = 1000;

/** Spreadsheets open UTF-8 as such only with the byte-order mark. */
const BOM = '\uFEFF';

/** A plain decimal (an amount, a count): written as it is, a spreadsheet reads it as a number. */
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One cell. A number is written as it is; text is quoted when it holds a comma, quote or line break,
 * and text that a spreadsheet would run as a formula (=, +, -, @ first) is prefixed with an apostrophe.
 */
function csvCell(value: string | null): string {
  let text = value ?? '';
  if (NUMBER.test(text)) return text;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, ended as RFC 4180 says. */
export function csvRow(cells: readonly (string | null)[]): string {
  return cells.map(csvCell).join(',') + '\r\n';
}

/** The first line: the BOM, then the column names (the first one says which time zone the times are in). */
export function csvHeaderRow(columns: readonly string[]): string {
  return BOM + csvRow(columns);
}

/** `<name>-<from>-<to>.csv`, `start` and `today` for an open end: the file says the days it covers. */
export function csvFileName(name: string, range: { from?: string; to?: string }): string {
  return `${name}-${range.from ?? 'start'}-${range.to ?? 'today'}.csv`;
}

/**
 * Reads every row of an export, CSV_EXPORT_BATCH at a time, oldest first: `readAfter(afterId, limit)`
 * gives the rows after `afterId` in id order, so a long history is exported whole and never held as one
 * query's result.
 */
export async function readAllInBatches<Row>(
  readAfter: (afterId: bigint, limit: number) => Promise<Row[]>,
  idOf: (row: Row) => bigint,
  onRow: (row: Row) => void,
): Promise<void> {
  let afterId = 0n;
  for (;;) {
    const rows = await readAfter(afterId, CSV_EXPORT_BATCH);
    for (const row of rows) onRow(row);
    if (rows.length < CSV_EXPORT_BATCH) return;
    afterId = idOf(rows[rows.length - 1]!);
  }
}

/** A member's or staff member's export: downloaded as a file, never cached (it holds their money). */
export function sendCsvFile(reply: FastifyReply, file: CsvFile) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

/** A cell as a spreadsheet reads it: quoted when it holds a comma, a quote or a line break. */
function cell(value: unknown): string {
  const text =
    value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet: a quote mark keeps it text.
  const safe = /^[=+\-@]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV (RFC 4180), the columns those of the first row, in order; a BOM so spreadsheets read UTF-8. */
export function toCsv(rows: readonly Record<string, unknown>[]): string {
  if (rows.length === 0) return '\uFEFF';
  const columns = Object.keys(rows[0]!);
  const lines = [columns.map(cell).join(','), ...rows.map((row) => columns.map((c) => cell(row[c])).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Offers `text` to the browser as a downloaded file. */
export function downloadFile(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

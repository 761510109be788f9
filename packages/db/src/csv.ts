// CSV for the staff export: RFC 4180 quoting, and no cell a spreadsheet would run as a formula.

/** First characters that make Excel, LibreOffice or Sheets read a cell as a formula (OWASP "CSV injection"). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One CSV cell: null and undefined are empty, dates are ISO 8601, a text starting with = + - @ (or a tab or carriage
 * return) gets a leading apostrophe so it stays text, and a cell with a comma, quote or line break is quoted.
 */
export function csvCell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV document: a header row, then one row per record; lines end with CRLF (RFC 4180). */
export function toCsv<Row>(
  columns: ReadonlyArray<{ header: string; value: (row: Row) => Parameters<typeof csvCell>[0] }>,
  rows: Iterable<Row>,
): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

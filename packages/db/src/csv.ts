// CSV for the staff export: data, never formulas, whatever separator or locale a spreadsheet opens it with.
//
// The neutralisation (docs/deploy.md, "The CSV export"):
// 1. In a text cell, wherever a spreadsheet could start reading a cell (the start, and after a comma, a semicolon, a
//    tab or a line break: a file written with ',' may be opened with ';' or tab as the separator, where our quotes no
//    longer line up), a formula character (= + - @ or their full-width forms), after any spaces and quotes, gets an
//    apostrophe before it: "Ann;=HYPERLINK(…)" is written "Ann;'=HYPERLINK(…)", which every separator reads as text.
//    The one exception is a whole cell that is an E.164 phone number (+ and digits only), which a dialer or CRM takes
//    as it is and a spreadsheet at worst reads as a number: nothing runs.
// 2. A text cell that contains a comma, a semicolon, a tab, a quote or a line break is quoted (RFC 4180, quotes
//    doubled), so opened with ',' it is one cell, exactly the text.
// 3. Characters that show nothing or reorder what is shown (bidirectional controls, zero-width characters) are
//    written as their code point, [U+202E], so the file shows what the text is (the same class as the lead call's
//    `hiddenCharacters` in @agency/content/contracts; this package imports nothing of ours, a test compares them).

/** Characters written as their code point (see 3. above). */
export const csvHiddenCharacters = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/**
 * A formula character (= + - @, full-width and small forms too: what makes Excel, LibreOffice or Sheets read a cell
 * as a formula, OWASP "CSV injection") where a cell may start: at the start of the text or after a separator or a
 * line break, past any spaces and quotes. The apostrophe goes right before it.
 */
const formulaWhereACellMayStart =
  /(^|[,;\t\r\n])([\s"\u00a0\u3000]*)(?=[=+\-@\uff1d\uff0b\uff0d\uff20\ufe62\ufe63\ufe66])/gu;

/** An E.164 phone number: "+", then 7 to 15 digits. */
const e164 = /^\+[1-9]\d{6,14}$/;

/** What makes a cell need quotes: any of the three usual separators, a quote or a line break. */
const needsQuotes = /[",;\t\r\n]/;

/**
 * One CSV cell: null and undefined are empty, dates are ISO 8601, numbers and booleans as they are; text has its
 * hidden characters shown, every formula start neutralised with an apostrophe (a whole E.164 number excepted), and is
 * quoted when it holds a separator, a quote or a line break.
 */
export function csvCell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return String(value);
  let text = value.replace(
    csvHiddenCharacters,
    (character) => `[U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`,
  );
  if (!e164.test(text)) text = text.replace(formulaWhereACellMayStart, "$1$2'");
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
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

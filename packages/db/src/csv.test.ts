// @vitest-environment node
// CSV cells for the staff export: RFC 4180 quoting and spreadsheet formula neutralising.
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['=1+1', "'=1+1"],
    ['+12055550123', "'+12055550123"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=cmd', "'\t=cmd"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['=A1,B1', `"'=A1,B1"`],
    ['a=b', 'a=b'],
    ['', ''],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes empty, numbers, booleans and ISO dates', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(new Date('2026-10-20T14:03:05.123Z'))).toBe('2026-10-20T14:03:05.123Z');
  });
});

describe('toCsv', () => {
  it('writes a header and one CRLF-terminated line per row', () => {
    const csv = toCsv(
      [
        { header: 'name', value: (row: { name: string; n: number }) => row.name },
        { header: 'n', value: (row) => row.n },
      ],
      [
        { name: 'Ann', n: 1 },
        { name: '=evil()', n: 2 },
      ],
    );
    expect(csv).toBe("name,n\r\nAnn,1\r\n'=evil(),2\r\n");
  });
});

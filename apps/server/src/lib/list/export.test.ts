import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { columnsOf, csvCell, csvLine, exportChunks } from './export';

/** A strict RFC 4180 reader: the test's independent check of what the writer produced. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
      } else if (c === '"') {
        quoted = false;
        i++;
      } else {
        cell += c;
        i++;
      }
    } else if (c === '"' && cell === '') {
      quoted = true;
      i++;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
      i++;
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 2;
    } else if (c === '"' || c === '\r' || c === '\n') {
      throw new Error(`bare ${JSON.stringify(c)} at ${i}`);
    } else {
      cell += c;
      i++;
    }
  }
  if (cell !== '' || row.length > 0) throw new Error('missing final CRLF');
  return rows;
}

async function collect(gen: AsyncIterable<string>) {
  let out = '';
  for await (const chunk of gen) out += chunk;
  return out;
}

async function* batches<T>(...all: T[][]) {
  for (const b of all) yield b;
}

describe('csvCell', () => {
  test.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded ', '" padded "'],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [-5, '-5'],
    [Number.NaN, ''],
    [true, 'true'],
    [new Date('2026-01-02T03:04:05.678Z'), '2026-01-02T03:04:05.678Z'],
    [{ a: 1 }, '"{""a"":1}"'],
  ])('%j → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  test.each([
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ['+49 151 1234567', "'+49 151 1234567"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1', "'\t=1"],
    ['\r=1', '"\'\r=1"'],
  ])('a formula-looking text %j is defused: %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  test('any row of text survives a strict CSV reader unchanged (bar the formula guard)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary', maxLength: 30 }), { minLength: 1, maxLength: 6 }),
        (cells) => {
          const [parsed] = parseCsv(csvLine(cells));
          expect(parsed).toEqual(cells.map((c) => (/^[=+\-@\t\r]/.test(c) ? `'${c}` : c)));
        },
      ),
    );
  });
});

describe('exportChunks', () => {
  const item = z.object({ id: z.string(), note: z.string().nullable(), n: z.number() });
  const columns = columnsOf(item);
  type Row = z.output<typeof item>;
  const rows: Row[] = [
    { id: 'a', note: 'x, "y"', n: 1 },
    { id: 'b', note: null, n: -2 },
    { id: 'c', note: '=1+1', n: 3 },
  ];

  test('CSV: byte-order mark, the schema fields as header, one line per row', async () => {
    const text = await collect(
      exportChunks('csv', columns, batches(rows.slice(0, 2), [], rows.slice(2))),
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(text.slice(1))).toEqual([
      ['id', 'note', 'n'],
      ['a', 'x, "y"', '1'],
      ['b', '', '-2'],
      ['c', "'=1+1", '3'],
    ]);
  });

  test('JSON: one array of the rows, whatever the batches', async () => {
    const text = await collect(exportChunks('json', columns, batches([rows[0]!], rows.slice(1))));
    expect(JSON.parse(text)).toEqual(rows);
    expect(JSON.parse(await collect(exportChunks('json', columns, batches<Row>())))).toEqual([]);
    expect(JSON.parse(await collect(exportChunks('json', columns, batches<Row>([], []))))).toEqual(
      [],
    );
  });

  test('large exports come in chunks of about 64 KiB that join into the whole file', async () => {
    const many = Array.from({ length: 5_000 }, (_, i) => ({
      id: `r${i}`,
      note: 'x'.repeat(40),
      n: i,
    }));
    for (const format of ['csv', 'json'] as const) {
      const chunks: string[] = [];
      for await (const c of exportChunks(
        format,
        columns,
        batches(many.slice(0, 2_000), many.slice(2_000)),
      )) {
        chunks.push(c);
      }
      expect(chunks.length).toBeGreaterThan(3);
      for (const c of chunks) expect(c.length).toBeLessThan(64 * 1024 + 200);
      const text = chunks.join('');
      if (format === 'json') expect(JSON.parse(text)).toEqual(many);
      else expect(parseCsv(text.slice(1))).toHaveLength(many.length + 1);
    }
  });

  test('an empty CSV still has its header', async () => {
    expect(await collect(exportChunks('csv', columns, batches<Row>()))).toBe('\uFEFFid,note,n\r\n');
  });
});

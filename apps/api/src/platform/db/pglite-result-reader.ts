import type { QueryOptions, Results } from '@electric-sql/pglite';

type Parser = (value: string, typeId: number) => unknown;
export interface ResultField {
  name: string;
  dataTypeID: number;
}

const decoder = new TextDecoder();

/** Backend messages a bound statement's execution answers with that carry nothing to read. */
const PASSED_OVER = new Set([
  0x31, // '1' ParseComplete
  0x32, // '2' BindComplete
  0x33, // '3' CloseComplete
  0x6e, // 'n' NoData
  0x49, // 'I' EmptyQueryResponse
  0x73, // 's' PortalSuspended
  0x5a, // 'Z' ReadyForQuery
]);
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const COUNTED_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * Reads the answer to bind + execute + sync of a described statement straight from the wire
 * bytes, as PGlite's parseResults() would shape it (same rows, fields, parsers, command,
 * affectedRows, rowCount). PGlite's own protocol parser copies every field into a fresh
 * ArrayBuffer before decoding it, about a sixth of a list request's CPU on PGlite; here a field
 * is decoded from a view of the answer. Anything beyond rows and a command tag (an error, a
 * notice, a message this reader does not know) returns null: the caller then lets PGlite's
 * parser read the same bytes, so errors keep PGlite's shape.
 */
export function readResult<T>(
  data: Uint8Array,
  fields: readonly ResultField[],
  parsers: Record<number, Parser>,
  options?: QueryOptions,
): Results<T> | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  // The parser of each column, looked up once per answer: merging the caller's parsers into
  // PGlite's (a couple of hundred type ids) would cost more than reading a small answer.
  const callerParsers = options?.parsers as Record<number, Parser> | undefined;
  const columnParsers = fields.map(
    ({ dataTypeID }) => callerParsers?.[dataTypeID] ?? parsers[dataTypeID],
  );
  const asArray = options?.rowMode === 'array';
  const rows: unknown[] = [];
  let result: Results<T> | null = null;
  let position = 0;
  while (position < data.length) {
    if (position + 5 > data.length) return null;
    const type = data[position]!;
    const end = position + 1 + view.getInt32(position + 1);
    if (end > data.length) return null;
    if (type === DATA_ROW) {
      // A second statement's rows, or rows unlike the description: not for this reader.
      if (result || view.getInt16(position + 5) !== fields.length) return null;
      rows.push(readRow(data, view, position + 5, fields, columnParsers, asArray));
    } else if (type === COMMAND_COMPLETE) {
      if (result) return null;
      result = completed<T>(decoder.decode(data.subarray(position + 5, end - 1)), fields, rows);
    } else if (!PASSED_OVER.has(type)) {
      return null;
    }
    position = end;
  }
  return result ?? ({ affectedRows: 0, rows: [], fields: [] } as Results<T>);
}

function readRow(
  data: Uint8Array,
  view: DataView,
  start: number,
  fields: readonly ResultField[],
  parsers: readonly (Parser | undefined)[],
  asArray: boolean,
): unknown {
  const count = view.getInt16(start);
  const values: unknown[] = new Array(count);
  let position = start + 2;
  for (let index = 0; index < count; index++) {
    const length = view.getInt32(position);
    position += 4;
    if (length < 0) {
      values[index] = null;
      continue;
    }
    const text = decoder.decode(data.subarray(position, position + length));
    position += length;
    const parser = parsers[index];
    values[index] = parser ? parser(text, fields[index]!.dataTypeID) : text;
  }
  if (asArray) return values;
  const row: Record<string, unknown> = {};
  for (let index = 0; index < count; index++) {
    const name = fields[index]!.name;
    // As Object.fromEntries (parseResults) has it: a column named __proto__ is a plain property.
    if (name === '__proto__') {
      Object.defineProperty(row, name, {
        value: values[index],
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else row[name] = values[index];
  }
  return row;
}

/** The result of a command tag such as `SELECT 20` or `INSERT 0 3`, as parseResults() has it. */
function completed<T>(tag: string, fields: readonly ResultField[], rows: unknown[]): Results<T> {
  const words = tag.split(' ');
  const command = words[0]!;
  const count = Number.parseInt(words[words.length - 1]!, 10);
  const result = {
    rows,
    fields: fields.map((field) => ({ ...field })),
    command,
    affectedRows: COUNTED_COMMANDS.has(command) && !Number.isNaN(count) ? count : 0,
  } as Results<T> & { command: string; rowCount?: number };
  if (!Number.isNaN(count)) result.rowCount = count;
  return result;
}

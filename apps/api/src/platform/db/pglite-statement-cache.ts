import {
  messages as backend,
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

import { eventLoopTurns } from './event-loop-turns';
import { readResult, type ResultField } from './pglite-result-reader';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type RowDescription = backend.RowDescriptionMessage;
type Transaction = Parameters<Parameters<PGlite['transaction']>[0]>[0];

/** A statement PostgreSQL holds under a name: parsed once, planned per its plan cache. */
interface CachedStatement {
  name: string;
  paramTypes: number[];
  /** Null for a statement that returns no rows (an insert without returning ...). */
  rowDescription: RowDescription | null;
  /** The result's fields, as parseResults() lists them. */
  fields: ResultField[];
}

/**
 * How many statements stay parsed. The app issues a few hundred distinct texts at most (drizzle
 * builds each query's text the same way every time); each holds its parse tree and plans in
 * PGlite's memory, which never shrinks, so the set is bounded and the least recently used one
 * is closed when it is full.
 */
export const DEFAULT_STATEMENT_CACHE_SIZE = 256;

/**
 * Named prepared statements for PGlite, as node-postgres gives the server: PGlite's query()
 * parses, analyses and plans every statement anew (drizzle's statement names are ignored by its
 * PGlite driver) and talks to the WASM backend six times per query. Here a statement text is
 * parsed once under a name; afterwards a query is one round trip (bind, execute, sync), and
 * PostgreSQL's plan cache may settle on a generic plan as it does for node-postgres' named
 * statements. Measured on the documents list's first page (20,000 documents): 3.2-3.4 ms per
 * query through query(), 2.4 ms through a named statement.
 *
 * Same contract as query(): the same locks (one query at a time, none beside an open
 * transaction but its own), the same parsers and serializers, errors carrying the query. Unlike
 * query(), a long run of queries lets the event loop turn now and then (event-loop-turns.ts).
 */
export class PgliteStatementCache {
  private readonly statements = new Map<string, CachedStatement>();
  private nextId = 1;
  private readonly turns = eventLoopTurns();

  constructor(
    private readonly client: PGlite,
    private readonly capacity = DEFAULT_STATEMENT_CACHE_SIZE,
  ) {}

  /** Replaces the client's query(), and that of every transaction it opens, with the cache's. */
  install(): void {
    const { client } = this;
    const query = client.query.bind(client);
    const transaction = client.transaction.bind(client);
    client.query = async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      // COPY to or from a blob needs PGlite's own handling of the blob around the query.
      if (options?.blob) return query<T>(text, params, options);
      await this.turns.take();
      await client._checkReady();
      return client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(() => this.run<T>(text, params ?? [], options, true)),
      );
    };
    client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
      transaction((tx) => {
        tx.query = async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
          if (tx.closed) throw new Error('Transaction is closed');
          await this.turns.take();
          return client._runExclusiveQuery(() => this.run<R>(text, params ?? [], options, false));
        };
        return callback(tx);
      });
  }

  private async run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    outsideTransaction: boolean,
  ): Promise<Results<T>> {
    try {
      const statement = await this.statementFor(text, options);
      const values = params.map((value, index) => this.serialize(value, statement, index, options));
      const answer = await this.exchangeRaw([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]);
      if (outsideTransaction) await this.client.syncToFs();
      return (
        readResult<T>(answer, statement.fields, this.client.parsers, options) ??
        this.parsedByPglite<T>(answer, statement, options)
      );
    } catch (error) {
      throw withQuery(error, text, params, options);
    }
  }

  /** The named statement of a text (and its parameter types): parsed and described on first use. */
  private async statementFor(text: string, options?: QueryOptions): Promise<CachedStatement> {
    const key = options?.paramTypes ? `${options.paramTypes.join(',')}\n${text}` : text;
    const cached = this.statements.get(key);
    if (cached) {
      // Most recently used last: Map keeps insertion order.
      this.statements.delete(key);
      this.statements.set(key, cached);
      return cached;
    }
    const name = `pt_${this.nextId++}`;
    const evicted = this.statements.size >= this.capacity ? this.oldest() : null;
    const messages = await this.exchange([
      ...(evicted ? [protocol.serialize.close({ type: 'S', name: evicted.name })] : []),
      protocol.serialize.parse({ name, text, types: options?.paramTypes }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]);
    const rowDescription = messages.find((m) => m instanceof backend.RowDescriptionMessage) ?? null;
    const statement: CachedStatement = {
      name,
      paramTypes:
        messages.find((m) => m instanceof backend.ParameterDescriptionMessage)?.dataTypeIDs ?? [],
      rowDescription,
      fields: rowDescription?.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })) ?? [],
    };
    this.statements.set(key, statement);
    return statement;
  }

  private oldest(): CachedStatement | null {
    const [key, statement] = this.statements.entries().next().value ?? [];
    if (key === undefined || !statement) return null;
    this.statements.delete(key);
    return statement;
  }

  private serialize(
    value: unknown,
    statement: CachedStatement,
    index: number,
    options?: QueryOptions,
  ): string | null {
    if (value === null || value === undefined) return null;
    const type = statement.paramTypes[index]!;
    const serializer = options?.serializers?.[type] ?? this.client.serializers[type];
    return serializer ? serializer(value) : String(value);
  }

  /**
   * An answer readResult() leaves alone (an error, a notice ...), read by PGlite's own parser
   * as execProtocolStream() would: the first error is thrown, notices go to `onNotice`.
   * (Notifications of LISTEN would be dropped here; the app listens to none.)
   */
  private parsedByPglite<T>(
    answer: Uint8Array,
    statement: CachedStatement,
    options?: QueryOptions,
  ): Results<T> {
    const messages: BackendMessage[] = [];
    let failure: backend.DatabaseError | null = null;
    new protocol.Parser().parse(answer, (message) => {
      if (failure) return;
      if (message instanceof backend.DatabaseError) failure = message;
      else if (message instanceof backend.NoticeMessage) options?.onNotice?.(message);
      else messages.push(message);
    });
    if (failure) throw failure;
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(described, this.client.parsers, options)[0] as Results<T>;
  }

  /** One round trip to the backend, its answer as wire bytes (not parsed by PGlite). */
  private async exchangeRaw(messages: Uint8Array[]): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [];
    await this.client.execProtocolRawStream(concatenated(messages), {
      syncToFs: false,
      // The chunk is a view of PGlite's receive buffer, reused by the next write.
      onRawData: (chunk) => chunks.push(chunk.slice()),
    });
    return chunks.length === 1 ? chunks[0]! : concatenated(chunks);
  }

  /** One round trip to the backend: the messages, ending with a sync, and what came back. */
  private exchange(messages: Uint8Array[]): Promise<BackendMessage[]> {
    return this.client.execProtocolStream(concatenated(messages), { syncToFs: false });
  }
}

function concatenated(parts: Uint8Array[]): Uint8Array {
  const buffer = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    buffer.set(part, offset);
    offset += part.length;
  }
  return buffer;
}

/** As PGlite's own query(): a database error names the statement that caused it. */
function withQuery(error: unknown, query: string, params: unknown[], options?: QueryOptions) {
  if (error instanceof Error && 'code' in error) {
    Object.assign(error, { query, params, queryOptions: options });
  }
  return error;
}

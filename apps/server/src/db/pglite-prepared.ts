import { protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type RowDescription = InstanceType<typeof protocol.messages.RowDescriptionMessage>;
type ParameterDescription = InstanceType<typeof protocol.messages.ParameterDescriptionMessage>;
type DataRow = InstanceType<typeof protocol.messages.DataRowMessage>;
type CommandComplete = InstanceType<typeof protocol.messages.CommandCompleteMessage>;
type Field = Results['fields'][number];

/** The commands whose tag's last number is rows written, as PGlite's `parseResults` counts them. */
const ROW_WRITING_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

interface Prepared {
  readonly name: string;
  readonly parameterTypes: readonly number[];
  /** None for a statement that returns no rows (NoData). */
  readonly fields: readonly Field[];
}

/** The client surface drizzle's PGlite session calls: the same methods, prepared where it pays. */
export type PreparingClient = Pick<PGlite, 'query' | 'transaction'>;

/**
 * How many distinct statement texts stay prepared. The app sends a few dozen shapes; a text that
 * varies with its data (an `in (…)` list) must not fill PGlite's memory with one-off plans.
 */
export const PREPARED_STATEMENT_LIMIT = 256;
/** A text is prepared on its second use: migrations and other one-off statements never are. */
const USES_BEFORE_PREPARING = 2;
/** Bounds the counts of texts seen once (a long run of one-off statements). */
const SEEN_TEXT_LIMIT = 4096;

const { serialize } = protocol;
/** Statement names are per PGlite session; one sequence for the process keeps two clients apart. */
let lastName = 0;

/**
 * Named prepared statements for PGlite, which drizzle's PGlite driver never uses: PGlite's `query`
 * parses, analyses and plans every statement again (five protocol exchanges), inside the server's
 * own core, where PostgreSQL over the network has its own. Here a statement text seen twice is
 * parsed once under a name and then only bound and executed, in one exchange. Rows, types and
 * errors are what `query` gives (the spec compares them).
 */
class PreparedStatements {
  readonly #client: PGlite;
  /** In least-recently-used order: a Map iterates in insertion order and a use re-inserts. */
  readonly #prepared = new Map<string, Prepared>();
  readonly #uses = new Map<string, number>();

  constructor(client: PGlite) {
    this.#client = client;
  }

  /** Counts a use of `text`; true when it is (or now becomes worth being) prepared. */
  wants(text: string, options: QueryOptions | undefined): boolean {
    if (options?.blob || options?.paramTypes) return false;
    if (this.#prepared.has(text)) return true;
    const uses = (this.#uses.get(text) ?? 0) + 1;
    if (uses >= USES_BEFORE_PREPARING) {
      this.#uses.delete(text);
      return true;
    }
    if (this.#uses.size >= SEEN_TEXT_LIMIT) this.#uses.clear();
    this.#uses.set(text, uses);
    return false;
  }

  /** Runs `text` under its name; the caller holds PGlite's query lock. */
  async run<T>(text: string, params: readonly unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const statement = await this.#statementFor(text);
    const values = params.map((param, index) => this.#serialized(param, statement.parameterTypes[index], options));
    let messages: BackendMessage[];
    try {
      messages = await this.#exchange(serialize.bind({ statement: statement.name, values }), serialize.execute({}));
    } catch (error) {
      // "cached plan must not change result type": a table's columns changed under the statement.
      if ((error as { code?: unknown }).code === '0A000') await this.#forget(text);
      throw error;
    }
    return this.#resultOf<T>(statement, messages, options);
  }

  /**
   * What PGlite's `parseResults` makes of one statement's messages, with each column's parser looked
   * up once: `parseResults` spreads the client's few hundred parsers into a new object on every
   * query that brings its own (drizzle's always do), the largest cost of a prepared query.
   */
  #resultOf<T>(
    statement: Prepared,
    messages: readonly BackendMessage[],
    options: QueryOptions | undefined,
  ): Results<T> {
    const { fields } = statement;
    const parsers = fields.map(({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? this.#client.parsers[dataTypeID]);
    const valuesOf = (row: DataRow): unknown[] =>
      row.fields.map((text, index) => {
        const parser = parsers[index];
        return text === null || !parser ? text : (parser(text, fields[index]?.dataTypeID ?? 0) as unknown);
      });
    const rows: unknown[] = [];
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const values = valuesOf(message as DataRow);
        rows.push(
          options?.rowMode === 'array'
            ? values
            : Object.fromEntries(fields.map((field, index) => [field.name, values[index]])),
        );
      } else if (message.name === 'commandComplete') {
        // As parseResults reads the tag: "SELECT 2", "UPDATE 3", "INSERT 0 5"; other tags end in a word.
        const words = (message as CommandComplete).text.split(' ');
        const command = words[0] ?? '';
        const rowCount = Number.parseInt(words[words.length - 1] ?? '', 10);
        const affectedRows = ROW_WRITING_COMMANDS.has(command) ? rowCount : 0;
        return { rows, fields, affectedRows, ...(Number.isNaN(rowCount) ? {} : { rowCount }) } as Results<T>;
      }
    }
    return { rows, fields, affectedRows: 0 } as Results<T>;
  }

  async #statementFor(text: string): Promise<Prepared> {
    const known = this.#prepared.get(text);
    if (known) {
      this.#prepared.delete(text);
      this.#prepared.set(text, known);
      return known;
    }
    if (this.#prepared.size >= PREPARED_STATEMENT_LIMIT) {
      const [oldest] = this.#prepared.keys();
      if (oldest !== undefined) await this.#forget(oldest);
    }
    const name = `vs_${(lastName += 1)}`;
    const messages = await this.#exchange(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }));
    const parameters = messages.find(
      (message): message is ParameterDescription => message.name === 'parameterDescription',
    );
    const rows = messages.find((message): message is RowDescription => message.name === 'rowDescription');
    const fields = (rows?.fields ?? []).map(({ name: column, dataTypeID }) => ({ name: column, dataTypeID }));
    const prepared: Prepared = { name, parameterTypes: parameters?.dataTypeIDs ?? [], fields };
    this.#prepared.set(text, prepared);
    return prepared;
  }

  async #forget(text: string): Promise<void> {
    const statement = this.#prepared.get(text);
    if (!statement) return;
    this.#prepared.delete(text);
    await this.#exchange(serialize.close({ type: 'S', name: statement.name }));
  }

  /**
   * Sends `messages` and a Sync in one buffer: after an error PostgreSQL skips to the Sync, so the
   * session is ready for the next exchange whatever happened. Throws PostgreSQL's error.
   */
  #exchange(...messages: Uint8Array[]): Promise<BackendMessage[]> {
    const parts = [...messages, serialize.sync()];
    const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
    let offset = 0;
    for (const part of parts) {
      joined.set(part, offset);
      offset += part.length;
    }
    return this.#client.execProtocolStream(joined, { syncToFs: false });
  }

  /** As PGlite's `query` serialises a parameter: by the type PostgreSQL inferred for it. */
  #serialized(param: unknown, type: number | undefined, options: QueryOptions | undefined): string | null {
    if (param === null || param === undefined) return null;
    const serializer =
      type === undefined ? undefined : (options?.serializers?.[type] ?? this.#client.serializers[type]);
    return serializer ? serializer(param) : String(param);
  }
}

/**
 * The PGlite client to hand drizzle: `query` (inside a transaction too) runs repeated statements
 * prepared; everything else is PGlite's own.
 */
export function preparingClient(client: PGlite): PreparingClient {
  const statements = new PreparedStatements(client);
  const query = async <T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
    inTransaction?: Transaction,
  ): Promise<Results<T>> => {
    if (!statements.wants(text, options))
      return inTransaction ? inTransaction.query<T>(text, params, options) : client.query<T>(text, params, options);
    if (inTransaction) {
      if (inTransaction.closed) throw new Error('Transaction is closed');
      // The transaction already holds PGlite's transaction lock; its statements take the query lock.
      return client._runExclusiveQuery(() => statements.run<T>(text, params, options));
    }
    await client._checkReady();
    const result = await client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => statements.run<T>(text, params, options)),
    );
    await client.syncToFs();
    return result;
  };
  return {
    query: <T>(text: string, params?: unknown[], options?: QueryOptions) => query<T>(text, params, options),
    transaction: (work) =>
      client.transaction((tx) =>
        work(
          Object.create(tx, {
            query: {
              value: (text: string, params?: unknown[], options?: QueryOptions) => query(text, params, options, tx),
            },
          }) as Transaction,
        ),
      ),
  };
}

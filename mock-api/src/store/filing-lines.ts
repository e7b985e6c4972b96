/**
 * The 13-F lines and positions as the rest of the store sees them: the DuckDB warehouse
 * (filing-warehouse/), opened on first use and kept in step with the data file.
 *
 * - The generated filings are loaded into it once, under an import id made from their content,
 *   so a warehouse beside a data file keeps them across restarts and a change to the generator
 *   replaces them.
 * - An import commits its lines to the warehouse inside the write call; the call's own
 *   transaction (SQLite) commits after. If that call fails, `rollback` removes the lines again,
 *   and lines of an import the data file does not know (a crash between the two commits) are
 *   removed when the warehouse is next opened: all of an import or none of it.
 * - `version` changes with every change of the lines, so what is derived from them (the loss
 *   estimates) is worked out again.
 */
import { createHash } from 'node:crypto';
import type { FilingHolding } from '@backoffice/core/api';
import type { Logger } from 'pino';
import type { Transactional } from './collection.ts';
import type { Versioned } from './derived.ts';
import {
  FilingWarehouse,
  type ImportOutcome,
  type WarehouseOptions,
} from './filing-warehouse/index.ts';

/** Where the warehouse lives and what it must agree with; set by the data file, if any. */
export interface FilingLinesFile {
  file: string;
  /** The ids of the imports the data file holds (read when the warehouse opens). */
  knownImports: () => ReadonlySet<string>;
  /**
   * The filing and import a line of a data file of an earlier version came with (those files
   * kept imported lines themselves), or null when no filing of the data file matches it.
   */
  filingOf?: (line: FilingHolding) => { filingId: string; importId: string } | null;
  logger?: Logger;
}

/** An import in progress: lines appended filing by filing, then committed or rolled back. */
export interface FilingLinesImport {
  append(filingId: string, lines: readonly FilingHolding[]): Promise<void>;
  commit(): Promise<ImportOutcome>;
  rollback(): Promise<void>;
}

const GENERATED = 'generated-';

/** The generated lines' import id: their content's hash, so other content is another import. */
function generatedImportId(lines: readonly FilingHolding[]): string {
  const hash = createHash('sha256');
  for (const line of lines) hash.update(JSON.stringify(line));
  return `${GENERATED}${hash.digest('hex').slice(0, 16)}`;
}

export class FilingLineStore implements Transactional, Versioned {
  version = 0;
  #generated: readonly FilingHolding[];
  #file: FilingLinesFile | null = null;
  #options: WarehouseOptions;
  #opening: Promise<FilingWarehouse> | null = null;
  /** Imported lines a data file of an earlier version kept, to carry into the warehouse. */
  #carried: FilingHolding[] = [];
  /** Imports committed to the warehouse during the open write call. */
  #committed: { importId: string; lines: number }[] = [];
  /** Removals of imports whose call failed; the next import waits for them. */
  #removing: Promise<unknown> = Promise.resolve();

  constructor(generated: readonly FilingHolding[], options: WarehouseOptions = {}) {
    this.#generated = generated;
    this.#options = options;
  }

  /** How DuckDB may use the machine (before the warehouse is first opened). */
  useOptions(options: WarehouseOptions): void {
    if (this.#opening) throw new Error('the 13-F warehouse is open already');
    this.#options = { ...this.#options, ...options };
  }

  /** Keeps the warehouse in `file`, beside the data file (before it is first opened). */
  attachFile(file: FilingLinesFile): void {
    if (this.#opening) throw new Error('the 13-F warehouse is open already');
    this.#file = file;
  }

  /** Lines a data file of an earlier version kept (see RetiredTable): moved in at the open. */
  carryOver(lines: readonly FilingHolding[]): void {
    if (this.#opening) throw new Error('the 13-F warehouse is open already');
    this.#carried.push(...lines);
  }

  /**
   * The warehouse, opened (and brought in step with the data file) on first use, once the
   * lines of failed calls are gone.
   */
  async warehouse(): Promise<FilingWarehouse> {
    await this.#removing;
    // A failed open is tried again by the next call, not kept.
    this.#opening ??= this.#open().catch((err: unknown) => {
      this.#opening = null;
      throw err;
    });
    return this.#opening;
  }

  async #open(): Promise<FilingWarehouse> {
    const warehouse = await FilingWarehouse.open(this.#file?.file ?? null, this.#options);
    try {
      const generatedId = generatedImportId(this.#generated);
      const known = this.#file?.knownImports() ?? new Set<string>();
      const stored = await warehouse.importIds();
      for (const id of stored) {
        if (id === generatedId || known.has(id)) continue;
        // An import the data file never committed, or generated lines of another generator.
        const removed = await warehouse.removeImport(id);
        if (!id.startsWith(GENERATED))
          this.#file?.logger?.warn(
            { importId: id, lines: removed.lines },
            '13-F lines of an import the data file does not hold were removed',
          );
      }
      const carried = await this.#carryIn(warehouse, stored);
      const missing = [...known].filter((id) => !stored.includes(id) && !carried.has(id));
      if (missing.length > 0)
        this.#file?.logger?.error(
          { imports: missing },
          '13-F imports in the data file have no lines in the warehouse (was it deleted?)',
        );
      if (!stored.includes(generatedId))
        await warehouse.importLines(generatedId, [
          { filingId: generatedId, lines: this.#generated },
        ]);
    } catch (err) {
      await warehouse.close();
      throw err;
    }
    this.#generated = [];
    this.#carried = [];
    this.version += 1;
    return warehouse;
  }

  /** Moves the carried lines in, an import at a time, unless that import is there already. */
  async #carryIn(warehouse: FilingWarehouse, stored: readonly string[]): Promise<Set<string>> {
    const imports = new Map<string, Map<string, FilingHolding[]>>();
    let unmatched = 0;
    for (const line of this.#carried) {
      const filing = this.#file?.filingOf?.(line) ?? null;
      if (!filing) {
        unmatched += 1;
        continue;
      }
      const filings = imports.get(filing.importId) ?? new Map<string, FilingHolding[]>();
      imports.set(filing.importId, filings);
      const own = filings.get(filing.filingId);
      if (own) own.push(line);
      else filings.set(filing.filingId, [line]);
    }
    if (unmatched > 0)
      this.#file?.logger?.error(
        { lines: unmatched },
        '13-F lines of the data file match none of its filings and were not carried over',
      );
    for (const [importId, filings] of imports) {
      if (stored.includes(importId)) continue;
      const lines = [...filings].map(([filingId, own]) => ({ filingId, lines: own }));
      await warehouse.importLines(importId, lines);
    }
    return new Set(imports.keys());
  }

  /** Begins an import inside a write call: its lines go if the call fails after the commit. */
  async beginImport(importId: string): Promise<FilingLinesImport> {
    const warehouse = await this.warehouse();
    const session = await warehouse.beginImport(importId);
    return {
      append: (filingId, lines) => session.append(filingId, lines),
      commit: async () => {
        const outcome = await session.commit();
        if (outcome.lines > 0) {
          this.#committed.push({ importId, lines: outcome.lines });
          this.version += 1;
        }
        return outcome;
      },
      rollback: () => session.rollback(),
    };
  }

  /** What the open call changed, as a table's counts (the audit entry's). */
  pendingCounts() {
    const created = this.#committed.reduce((sum, c) => sum + c.lines, 0);
    return { created, updated: 0, deleted: 0 };
  }

  begin(): void {
    this.#committed = [];
  }

  publish(): void {
    // Committed to the warehouse already: the data file's transaction follows.
  }

  rollback(): void {
    const undone = this.#committed.splice(0);
    if (undone.length === 0) return;
    this.version += 1;
    this.#removing = this.#removing
      .then(async () => {
        const warehouse = await this.#opening!;
        for (const { importId } of undone) await warehouse.removeImport(importId);
        this.version += 1;
      })
      .catch((err: unknown) => {
        // Left for the next open, which removes lines of imports the data file does not hold.
        this.#file?.logger?.error({ err }, 'could not remove the 13-F lines of a failed import');
      });
  }

  end(): void {
    this.#committed = [];
  }

  /** Waits for removals in progress, then closes the warehouse if it was opened. */
  async close(): Promise<void> {
    await this.#removing.catch(() => undefined);
    const opening = this.#opening;
    this.#opening = null;
    await (await opening?.catch(() => null))?.close();
  }
}

/**
 * The write order of a table's rows (`seq`), handed out by the one writer: lists break ties by
 * it. Taken back when a transaction rolls back, so numbers stay dense.
 */
import type { DuckDBConnection } from '@duckdb/node-api';

export class SeqCounter {
  private next: number;

  private constructor(next: number) {
    this.next = next;
  }

  static async of(connection: DuckDBConnection, table: string): Promise<SeqCounter> {
    const reader = await connection.runAndReadAll(`SELECT coalesce(max(seq), 0) FROM ${table}`);
    return new SeqCounter(Number(reader.getRows()[0]?.[0] ?? 0) + 1);
  }

  /** The first of the next `count` numbers, as a JS number (a bulk load writes them itself). */
  reserve(count: number): number {
    const first = this.next;
    this.next += count;
    return first;
  }

  mark(): number {
    return this.next;
  }

  rewind(to: number): void {
    this.next = to;
  }
}

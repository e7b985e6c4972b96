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

  /** The next `count` numbers, as BIGINT values. */
  take(count: number): bigint[] {
    const out = new Array<bigint>(count);
    for (let i = 0; i < count; i += 1) out[i] = BigInt(this.next + i);
    this.next += count;
    return out;
  }

  mark(): number {
    return this.next;
  }

  rewind(to: number): void {
    this.next = to;
  }
}

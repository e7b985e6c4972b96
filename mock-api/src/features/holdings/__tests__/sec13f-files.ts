/** The SEC 13-F files kept under tests/fixtures/sec13f (SOURCES.md there says where each came from). */
import { readFileSync } from 'node:fs';

const DIR = new URL('../../../../../tests/fixtures/sec13f/', import.meta.url);

export const sec13f = (name: string): Buffer => readFileSync(new URL(name, DIR));

/** A real 13F-HR: LTS One Management LP, Q3 2023, 14 entries, $454,926,000. */
export const ltsOne = (): Buffer => sec13f('lts-one-2023q3-13f-hr.txt');

/** The SEC 13-F files kept under tests/fixtures/sec13f (SOURCES.md there says where each came from). */
import { readFileSync } from 'node:fs';

const DIR = new URL('../../../../../../tests/fixtures/sec13f/', import.meta.url);

export const fixture = (name: string): string => readFileSync(new URL(name, DIR), 'utf8');
export const fixtureBytes = (name: string): Uint8Array => readFileSync(new URL(name, DIR));

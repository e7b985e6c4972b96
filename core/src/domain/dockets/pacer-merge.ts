/**
 * Merging a PACER report into a docket adds only what is new: an entry is the same entry by
 * document number and date filed, or by date and text when it has no number. Entries without a
 * date filed cannot be matched again later, so they are left out and counted.
 */
import { PACER_HEADER_FIELDS, type PacerEntry, type PacerHeader } from './pacer-report.ts';

export interface KnownEntry {
  number: number | null;
  filedOn: string;
  description: string;
}

export type DatedEntry = PacerEntry & { filedOn: string };

export interface EntryMerge {
  added: DatedEntry[];
  alreadyThere: number;
  /** Entries the report gives no date filed. */
  undated: number;
}

const sameText = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

function keyOf(e: { number: number | null; filedOn: string; text: string }): string {
  return e.number !== null
    ? `#${String(e.number)}@${e.filedOn}`
    : `@${e.filedOn}:${sameText(e.text)}`;
}

export function mergeEntries(
  known: readonly KnownEntry[],
  read: readonly PacerEntry[],
): EntryMerge {
  const seen = new Set(known.map((k) => keyOf({ ...k, text: k.description })));
  const merge: EntryMerge = { added: [], alreadyThere: 0, undated: 0 };
  for (const entry of read) {
    if (entry.filedOn === null) {
      merge.undated += 1;
      continue;
    }
    const key = keyOf({ number: entry.documentNumber, filedOn: entry.filedOn, text: entry.text });
    if (seen.has(key)) {
      merge.alreadyThere += 1;
      continue;
    }
    seen.add(key);
    merge.added.push({ ...entry, filedOn: entry.filedOn });
  }
  return merge;
}

export interface HeaderChange {
  field: (typeof PACER_HEADER_FIELDS)[number];
  before: string | null;
  after: string | null;
}

/** The header fields a newer report changes; a field the report leaves blank keeps its value. */
export function headerChanges(before: PacerHeader | null, after: PacerHeader): HeaderChange[] {
  return PACER_HEADER_FIELDS.flatMap((field) => {
    const old = before?.[field] ?? null;
    const now = after[field];
    return now !== null && now !== old ? [{ field, before: old, after: now }] : [];
  });
}

const TYPES: readonly [RegExp, DocumentKind][] = [
  [/^(amended\s+)?complaint\b/i, 'complaint'],
  [/^(joint\s+|emergency\s+|consent\s+)?motion\b/i, 'motion'],
  [/^(memorandum|brief|reply|response|opposition)\b/i, 'brief'],
  [/^(so\s+ordered|order|judgment|minute\s+order|opinion)\b/i, 'order'],
  [/^notice\b/i, 'notice'],
  [/^stipulation\b/i, 'stipulation'],
  [/^transcript\b/i, 'transcript'],
];
type DocumentKind =
  'complaint' | 'motion' | 'brief' | 'order' | 'notice' | 'stipulation' | 'transcript' | 'other';

/** The kind of document an entry's text begins with, as the docket's entry types count them. */
export function documentKindOf(text: string): DocumentKind {
  return TYPES.find(([pattern]) => pattern.test(text.trim()))?.[1] ?? 'other';
}

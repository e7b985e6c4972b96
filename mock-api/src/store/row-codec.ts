/**
 * Rows as the data file stores them: JSON, with byte arrays (an uploaded file's original bytes)
 * as `{ "$bytes": base64 }` and read back as Buffers, since JSON alone would turn them into a
 * list of numbers.
 */
const BYTES = '$bytes';

const isBytes = (value: unknown): value is { [BYTES]: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>)[BYTES] === 'string' &&
  Object.keys(value).length === 1;

export function encodeRow(row: object): string {
  return JSON.stringify(row, function (this: Record<string, unknown>, key: string, value: unknown) {
    // `value` has been through Buffer#toJSON already; the holder still has the bytes.
    const raw = this[key];
    return raw instanceof Uint8Array ? { [BYTES]: Buffer.from(raw).toString('base64') } : value;
  });
}

export function decodeRow(text: string): unknown {
  // A reviver costs about four times the parse: use it only when there are bytes to revive.
  if (!text.includes(`"${BYTES}"`)) return JSON.parse(text);
  return JSON.parse(text, (_key, value: unknown) =>
    isBytes(value) ? Buffer.from(value[BYTES], 'base64') : value,
  );
}

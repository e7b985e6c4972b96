/**
 * Plain-language messages for the contract's validation failures. zod's defaults are written for
 * developers ("Too small: expected string to have >=1 characters"); the form shows these
 * instead. Passed to the resolver as zod's per-parse error map, so a message a schema names
 * itself (e.g. "check digit does not match") still wins.
 */

/** The parts of a zod 4 issue the messages depend on. */
export interface IssueLike {
  readonly code?: string;
  readonly input?: unknown;
  readonly expected?: string;
  readonly origin?: string;
  readonly format?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly inclusive?: boolean;
  readonly divisor?: number;
}

/** Typed dates the date field accepts; anything of this shape that zod refuses is impossible. */
const DATE_SHAPE = /^(\d{4}-\d{1,2}-\d{1,2}|\d{1,2}\/\d{1,2}\/\d{4})$/;

const isEmpty = (input: unknown): boolean =>
  input === undefined ||
  input === null ||
  (typeof input === 'string' && input.trim() === '') ||
  (Array.isArray(input) && input.length === 0);

const plural = (n: number | bigint, word: string): string =>
  `${n.toLocaleString('en-US')} ${word}${n === 1 || n === 1n ? '' : 's'}`;

function tooSmall({ origin, minimum = 0, inclusive = true }: IssueLike): string | undefined {
  switch (origin) {
    case 'string':
      return `Enter at least ${plural(minimum, 'character')}`;
    case 'array':
    case 'set':
      return `Choose at least ${minimum.toLocaleString('en-US')}`;
    case 'number':
    case 'int':
    case 'bigint':
      if (!inclusive && Number(minimum) === 0) return 'Enter a number above 0';
      return `Enter ${inclusive ? 'at least' : 'more than'} ${minimum.toLocaleString('en-US')}`;
    default:
      return undefined;
  }
}

function tooBig({ origin, maximum = 0, inclusive = true }: IssueLike): string | undefined {
  switch (origin) {
    case 'string':
      return `Use at most ${plural(maximum, 'character')}`;
    case 'array':
    case 'set':
      return `Choose at most ${maximum.toLocaleString('en-US')}`;
    case 'number':
    case 'int':
    case 'bigint':
      return `Enter ${inclusive ? 'at most' : 'less than'} ${maximum.toLocaleString('en-US')}`;
    default:
      return undefined;
  }
}

const FORMATS: Record<string, string> = {
  date: 'Enter a date as YYYY-MM-DD',
  datetime: 'Enter a date and time',
  email: 'Enter an email address, like name@example.com',
  url: 'Enter a web address, like https://example.com',
  uuid: 'Enter a valid identifier',
};

function badFormat({ format = '', input }: IssueLike): string | undefined {
  if (format === 'date' && typeof input === 'string' && DATE_SHAPE.test(input.trim())) {
    return `${input.trim()} is not a date`;
  }
  return FORMATS[format];
}

function wrongType({ expected, input }: IssueLike): string {
  if (expected === 'number' || expected === 'int') {
    return typeof input === 'number' ? 'Enter a finite number' : 'Enter a number';
  }
  if (expected === 'array') return 'Choose from the list';
  return 'Enter a valid value';
}

/** The message for one issue, or undefined to keep zod's own (zod's error-map signature). */
export function humanMessage(issue: IssueLike): string | undefined {
  const { code, input } = issue;
  if (code !== 'custom' && isEmpty(input)) {
    // Something a required field needs was left empty, whatever the check that noticed.
    if (code === 'invalid_type' || code === 'invalid_value' || code === 'invalid_format')
      return 'Required';
    if (code === 'too_small' && Number(issue.minimum) === 1) {
      return issue.origin === 'string' ? 'Required' : 'Choose at least one';
    }
  }
  switch (code) {
    case 'invalid_type':
      return wrongType(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return badFormat(issue);
    case 'invalid_value':
      return 'Choose one of the options';
    case 'not_multiple_of':
      return `Enter a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return 'This form sent a field the server does not know';
    default:
      return undefined;
  }
}

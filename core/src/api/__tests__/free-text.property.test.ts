/**
 * Free text in every write schema: control characters, lone surrogates and direction
 * overrides are refused with a message on the field; any other text, in any script, passes
 * as typed; tab and line breaks only where the field holds several lines.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asOneLine, manyLines, oneLine, TEXT_PROBLEMS, textProblem } from '../primitives.ts';

const BANNED_CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, i) => i).filter((c) => ![0x09, 0x0a, 0x0d].includes(c)),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
].map((c) => String.fromCharCode(c));
const OVERRIDES = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

const isBanned = (ch: string) => {
  const c = ch.codePointAt(0) ?? 0;
  return (
    BANNED_CONTROLS.includes(ch) ||
    OVERRIDES.includes(ch) ||
    (c >= 0xd800 && c <= 0xdfff) ||
    ['\t', '\n', '\r'].includes(ch)
  );
};
/** Well-formed text of any script, with none of the refused characters (checked by code point). */
const cleanText = fc
  .string({ unit: 'grapheme', maxLength: 40 })
  .filter((s) => !Array.from(s).some(isBanned));
const insert = (text: string, at: number, what: string) => {
  // Inserted between code points, so a character is never split in two.
  const chars = Array.from(text);
  const i = chars.length === 0 ? 0 : at % (chars.length + 1);
  return [...chars.slice(0, i), what, ...chars.slice(i)].join('');
};

describe('textProblem', () => {
  it('should pass clean text of any script on one line and on many', () => {
    fc.assert(
      fc.property(cleanText, (text) => {
        expect(textProblem(text, 'one')).toBeUndefined();
        expect(textProblem(text, 'many')).toBeUndefined();
      }),
    );
  });

  it('should refuse a control character anywhere, on one line or many', () => {
    fc.assert(
      fc.property(cleanText, fc.nat(), fc.constantFrom(...BANNED_CONTROLS), (text, at, ch) => {
        const bad = insert(text, at, ch);
        expect(textProblem(bad, 'one')).toBe(TEXT_PROBLEMS.control);
        expect(textProblem(bad, 'many')).toBe(TEXT_PROBLEMS.control);
      }),
    );
  });

  it('should take tab and line breaks only in a field of many lines', () => {
    fc.assert(
      fc.property(cleanText, fc.nat(), fc.constantFrom('\t', '\n', '\r\n'), (text, at, ch) => {
        const broken = insert(text, at, ch);
        expect(textProblem(broken, 'one')).toBe(TEXT_PROBLEMS.lineBreak);
        expect(textProblem(broken, 'many')).toBeUndefined();
      }),
    );
  });

  it('should refuse a lone surrogate half, and take a whole pair', () => {
    fc.assert(
      fc.property(
        cleanText,
        fc.nat(),
        fc.integer({ min: 0xd800, max: 0xdfff }),
        (text, at, half) => {
          const bad = insert(text, at, String.fromCharCode(half));
          expect(textProblem(bad, 'many')).toBe(TEXT_PROBLEMS.surrogate);
        },
      ),
    );
    expect(textProblem('Acme 📈 Trust', 'one')).toBeUndefined();
  });

  it('should refuse a direction override or isolate', () => {
    fc.assert(
      fc.property(cleanText, fc.nat(), fc.constantFrom(...OVERRIDES), (text, at, ch) => {
        expect(textProblem(insert(text, at, ch), 'one')).toBe(TEXT_PROBLEMS.direction);
      }),
    );
  });
});

describe('oneLine and manyLines', () => {
  const form = z.strictObject({
    caption: oneLine(z.string().trim().min(1).max(300)),
    notes: manyLines(z.string().max(4000)).optional(),
  });

  it('should name the field whose text is refused', () => {
    const result = form.safeParse({ caption: 'In re Acme\u0000', notes: 'a\u0007' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['caption', TEXT_PROBLEMS.control],
      ['notes', TEXT_PROBLEMS.control],
    ]);
  });

  it('should keep the schema it wraps (trimming, lengths, optional)', () => {
    expect(form.parse({ caption: '  In re Acme  ', notes: 'line one\nline two' })).toEqual({
      caption: 'In re Acme',
      notes: 'line one\nline two',
    });
    expect(form.safeParse({ caption: ' ' }).success).toBe(false);
  });
});

describe('text read from a file for a one-line field', () => {
  // Generating strings over every code point is CPU work (1.5 s alone here): on a machine busy
  // with the rest of the suite it outlasts the default 5 s, so it gets its own bound.
  it('should become text a one-line field takes, whatever it held', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        expect(textProblem(asOneLine(raw), 'one')).toBeUndefined();
      }),
    );
  });

  it('should keep plain text as it is and put a space for each refused character', () => {
    expect(asOneLine('Doe v. Acme Corp.')).toBe('Doe v. Acme Corp.');
    expect(asOneLine('Doe\u202Ev.\tAcme\u0000\nCorp')).toBe('Doe v. Acme  Corp');
  });
});

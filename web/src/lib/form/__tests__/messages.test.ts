import { caseCreateSchema } from '@backoffice/core/api';
import { describe, expect, it } from 'vitest';
import { humanMessage, type IssueLike } from '../messages.ts';

/** The messages the contract's own schema produces for `body`, by field. */
function messagesFor(body: unknown): Record<string, string> {
  const result = caseCreateSchema.safeParse(body, { error: humanMessage });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const VALID = {
  caption: 'In re Acme Corp. Securities Litigation',
  court: 'S.D.N.Y.',
  securityIds: ['SEC-0001'],
  classPeriodStart: '2023-01-01',
  classPeriodEnd: '2023-06-30',
};

describe('the form messages', () => {
  it('should call an empty required text, list, date or choice "Required"', () => {
    expect(messagesFor({ ...VALID, caption: '  ', securityIds: [], classPeriodStart: '' })).toEqual(
      {
        caption: 'Required',
        securityIds: 'Choose at least one',
        classPeriodStart: 'Required',
      },
    );
    expect(messagesFor({ ...VALID, court: undefined }).court).toBe('Required');
    expect(messagesFor({ ...VALID, status: '' }).status).toBe('Required');
  });

  it('should name an impossible date and explain a malformed one', () => {
    expect(messagesFor({ ...VALID, classPeriodEnd: '2023-02-30' }).classPeriodEnd).toBe(
      '2023-02-30 is not a date',
    );
    expect(messagesFor({ ...VALID, classPeriodEnd: '02/30/2023' }).classPeriodEnd).toBe(
      '02/30/2023 is not a date',
    );
    expect(messagesFor({ ...VALID, classPeriodEnd: 'next week' }).classPeriodEnd).toBe(
      'Enter a date as YYYY-MM-DD',
    );
  });

  it('should say how long text may be and which values fit', () => {
    const messages = messagesFor({
      ...VALID,
      docketNumber: 'x'.repeat(41),
      status: 'won',
      settlementAmount: -5,
    });
    expect(messages).toEqual({
      docketNumber: 'Use at most 40 characters',
      status: 'Choose one of the options',
      settlementAmount: 'Enter at least 0',
    });
  });

  it('should ask for a number when a number field holds text', () => {
    expect(messagesFor({ ...VALID, settlementAmount: '12abc' }).settlementAmount).toBe(
      'Enter a number',
    );
  });

  it('should leave messages it has no better wording for to zod', () => {
    const custom: IssueLike = { code: 'custom', input: '' };
    expect(humanMessage(custom)).toBeUndefined();
    expect(humanMessage({ code: 'invalid_format', format: 'regex', input: 'x' })).toBeUndefined();
  });

  it('should count in words people use', () => {
    expect(humanMessage({ code: 'too_small', origin: 'string', minimum: 3, input: 'ab' })).toBe(
      'Enter at least 3 characters',
    );
    expect(
      humanMessage({ code: 'too_small', origin: 'number', minimum: 0, inclusive: false, input: 0 }),
    ).toBe('Enter a number above 0');
    expect(humanMessage({ code: 'too_big', origin: 'array', maximum: 20, input: [] })).toBe(
      'Choose at most 20',
    );
  });
});

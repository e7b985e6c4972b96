import { describe, expect, it } from 'vitest';
import { acceptRequestId } from '../request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the request id rule', () => {
  it.each([
    'req-12345678',
    'trace-42',
    '3f1c2a9e-8b7d-4c6e-9f10-1a2b3c4d5e6f',
    'span:0af7651916cd43dd.b7ad6b7169203331',
    'a_b.c:d-e',
    'x'.repeat(128),
  ])('should keep the well-formed id %s', (sent) => {
    expect(acceptRequestId(sent)).toBe(sent);
  });

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'x'.repeat(129)],
    ['with a space', 'bad id 123'],
    ['with markup', '<script>alert(1)</script>'],
    ['with a line break', 'abcdefgh\r\nSet-Cookie: x=1'],
    ['with a slash', 'abcd/efgh'],
    ['with non-ASCII letters', 'ünïcödé-1234'],
    ['empty', ''],
  ])('should replace an id %s with a fresh one', (_case, sent) => {
    expect(acceptRequestId(sent)).toMatch(UUID);
  });

  it('should make a fresh id when none or several were sent', () => {
    expect(acceptRequestId(undefined)).toMatch(UUID);
    expect(acceptRequestId(['req-12345678', 'req-87654321'])).toMatch(UUID);
    expect(acceptRequestId(undefined)).not.toBe(acceptRequestId(undefined));
  });
});

/**
 * The API's own signing key (the spec's form sign-in) is made when first needed, not at start,
 * and once: the key that signed a token is the one that verifies it.
 */
import type { KeyObject } from 'node:crypto';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createTokens, generateSigningKey } from '../tokens.ts';

const SETTINGS = {
  issuer: 'http://127.0.0.1:9/idp',
  jwksUri: 'http://127.0.0.1:9/idp/jwks',
  audience: 'urn:backoffice:api',
  formIssuer: 'urn:backoffice:mock-api',
  tokenTtlSeconds: 300,
};

/** A key factory that counts how often it is asked. */
function countedKey(): { make: () => KeyObject; made: () => number } {
  let made = 0;
  const key = generateSigningKey();
  return {
    make: () => {
      made += 1;
      return key;
    },
    made: () => made,
  };
}

describe('the form sign-in key', () => {
  it('should be made at the first sign-in, once, and verify what it signed', async () => {
    const key = countedKey();
    const tokens = createTokens(SETTINGS, key.make, pino({ level: 'silent' }));
    expect(key.made()).toBe(0);
    const { token } = await tokens.sign({ sub: 'staff' });
    const second = await tokens.sign({ sub: 'admin' });
    expect(key.made()).toBe(1);
    expect((await tokens.verify(token)).sub).toBe('staff');
    expect((await tokens.verify(second.token)).sub).toBe('admin');
    expect(key.made()).toBe(1);
  });

  it("should refuse a token of the API's issuer signed by another key, before any sign-in", async () => {
    const other = createTokens(SETTINGS, generateSigningKey, pino({ level: 'silent' }));
    const { token } = await other.sign({ sub: 'staff' });
    const key = countedKey();
    const tokens = createTokens(SETTINGS, key.make, pino({ level: 'silent' }));
    await expect(tokens.verify(token)).rejects.toMatchObject({
      message: 'The token signature is not valid',
    });
    expect(key.made()).toBe(1);
  });
});

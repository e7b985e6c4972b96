import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

describe('the configuration', () => {
  it('should default to the documented values', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3002,
      issuer: 'http://localhost:3001',
      jwksUri: 'http://localhost:3001/jwks',
      audience: 'urn:backoffice:api',
      trades: 100_000,
      dataFile: undefined,
    });
    expect(config.usersFile).toMatch(/directory[/\\]demo-users\.json$/);
    expect(config.directoryFile).toBe(
      fileURLToPath(new URL('../../../.data/directory.sqlite', import.meta.url)),
    );
  });

  it('should work out the derived analyses at start unless MOCK_API_WARM_DERIVED is off', () => {
    expect(loadConfig({}).warmDerivedData).toBe(true);
    expect(loadConfig({ MOCK_API_WARM_DERIVED: 'off' }).warmDerivedData).toBe(false);
    expect(() => loadConfig({ MOCK_API_WARM_DERIVED: 'no' })).toThrow(/MOCK_API_WARM_DERIVED/);
  });

  it("should leave the 13-F warehouse's threads to DuckDB unless MOCK_API_13F_THREADS says", () => {
    expect(loadConfig({}).filingWarehouseThreads).toBeUndefined();
    expect(loadConfig({ MOCK_API_13F_THREADS: '1' }).filingWarehouseThreads).toBe(1);
    expect(() => loadConfig({ MOCK_API_13F_THREADS: '0' })).toThrow(/MOCK_API_13F_THREADS/);
  });

  it('should take the JWKS address from the issuer unless given', () => {
    expect(loadConfig({ MOCK_API_ISSUER: 'http://idp.test/' }).jwksUri).toBe(
      'http://idp.test/jwks',
    );
    expect(loadConfig({ MOCK_API_JWKS_URI: 'http://keys.test/k' }).jwksUri).toBe(
      'http://keys.test/k',
    );
  });

  it('should name every bad variable at once', () => {
    expect(() =>
      loadConfig({ MOCK_API_PORT: 'x', MOCK_API_TRADES: '5', MOCK_API_ISSUER: 'ftp://x' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ MOCK_API_PORT: 'x', MOCK_API_TRADES: '5', MOCK_API_ISSUER: 'ftp://x' });
    } catch (err) {
      expect((err as Error).message).toMatch(
        /MOCK_API_PORT.*MOCK_API_ISSUER.*MOCK_API_TRADES|MOCK_API_PORT/,
      );
      expect((err as Error).message).toContain('MOCK_API_TRADES');
      expect((err as Error).message).toContain('MOCK_API_ISSUER');
    }
  });

  it('should take the data file (a SQLite database) as given, and refuse an empty name', () => {
    expect(loadConfig({ MOCK_API_DATA_FILE: '/data/mock-api.sqlite' }).dataFile).toBe(
      '/data/mock-api.sqlite',
    );
    expect(() => loadConfig({ MOCK_API_DATA_FILE: '' })).toThrow(/MOCK_API_DATA_FILE/);
  });

  it('should read no court feed by default, and the listed http(s) feeds every interval', () => {
    expect(loadConfig({})).toMatchObject({ newSuitFeeds: [], newSuitFeedIntervalMs: 3_600_000 });
    const config = loadConfig({
      MOCK_API_NEW_SUIT_FEEDS:
        ' https://ecf.nysd.uscourts.gov/cgi-bin/rss_outside.pl ,http://127.0.0.1:9/f',
      MOCK_API_NEW_SUIT_FEED_INTERVAL: '900',
    });
    expect(config.newSuitFeeds).toEqual([
      'https://ecf.nysd.uscourts.gov/cgi-bin/rss_outside.pl',
      'http://127.0.0.1:9/f',
    ]);
    expect(config.newSuitFeedIntervalMs).toBe(900_000);
    expect(() => loadConfig({ MOCK_API_NEW_SUIT_FEEDS: 'ftp://court/feed' })).toThrow(
      /MOCK_API_NEW_SUIT_FEEDS/,
    );
    expect(() => loadConfig({ MOCK_API_NEW_SUIT_FEED_INTERVAL: '0' })).toThrow(
      /MOCK_API_NEW_SUIT_FEED_INTERVAL/,
    );
  });

  it('should leave e-mail off without SMTP_HOST, and default the port from SMTP_SECURE', () => {
    expect(loadConfig({})).toMatchObject({
      smtp: undefined,
      emailDigestHour: 7,
      appBaseUrl: 'http://localhost:3000',
    });
    const smtp = { SMTP_HOST: 'mail.example.com', SMTP_FROM: 'bo@example.com' };
    expect(loadConfig(smtp).smtp).toEqual({
      host: 'mail.example.com',
      port: 587,
      secure: false,
      auth: undefined,
      from: 'bo@example.com',
    });
    expect(loadConfig({ ...smtp, SMTP_SECURE: 'true' }).smtp).toMatchObject({
      port: 465,
      secure: true,
    });
    expect(
      loadConfig({ ...smtp, SMTP_PORT: '2525', SMTP_USER: 'bo', SMTP_PASSWORD: 'pw' }).smtp,
    ).toMatchObject({ port: 2525, auth: { user: 'bo', pass: 'pw' } });
  });

  it.each([
    [{ SMTP_PORT: '25' }, /SMTP_HOST: required with SMTP_PORT/],
    [{ SMTP_PASSWORD: 'hunter2-secret' }, /SMTP_HOST: required with SMTP_PASSWORD/],
    [{ SMTP_HOST: 'mail.test', SMTP_FROM: 'a@b.c', SMTP_PORT: '99999' }, /SMTP_PORT/],
    [
      { SMTP_HOST: 'mail.test', SMTP_FROM: 'a@b.c', SMTP_SECURE: 'yes' },
      /SMTP_SECURE: expected true or false/,
    ],
    [
      { SMTP_HOST: 'mail.test', SMTP_FROM: 'a@b.c', SMTP_PASSWORD: 'hunter2-secret' },
      /SMTP_USER and SMTP_PASSWORD: set both/,
    ],
    [{ SMTP_HOST: 'mail.test' }, /SMTP_FROM: required/],
    [{ EMAIL_DIGEST_HOUR: '24' }, /EMAIL_DIGEST_HOUR: expected an hour/],
    [{ APP_BASE_URL: 'app.test' }, /APP_BASE_URL/],
  ])('should refuse bad e-mail settings at start, naming them: %o', (env, message) => {
    let thrown: unknown;
    try {
      loadConfig(env);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as Error).message).toMatch(message);
    // A password is never repeated back.
    expect((thrown as Error).message).not.toContain('hunter2-secret');
  });
});

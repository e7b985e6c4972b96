import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ConfigError,
  commaListSchema,
  httpUrlSchema,
  logLevelSchema,
  parseEnv,
  portSchema,
  secondsSchema,
} from '../config.ts';

const schema = z.object({
  DEMO_PORT: portSchema(3000),
  DEMO_URL: httpUrlSchema.default('http://localhost:3001'),
  DEMO_TTL: secondsSchema(60),
  DEMO_LIST: commaListSchema('a,b'),
  LOG_LEVEL: logLevelSchema,
  DEMO_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
});

function errorOf(env: Record<string, string>): string {
  try {
    parseEnv('demo', schema, env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('the shared configuration pieces', () => {
  it('should give the defaults and read the values', () => {
    expect(parseEnv('demo', schema, {})).toEqual({
      DEMO_PORT: 3000,
      DEMO_URL: 'http://localhost:3001',
      DEMO_TTL: 60,
      DEMO_LIST: ['a', 'b'],
      LOG_LEVEL: 'info',
    });
    expect(
      parseEnv('demo', schema, { DEMO_PORT: '0', DEMO_LIST: ' x , ,y ', LOG_LEVEL: 'warn' }),
    ).toMatchObject({ DEMO_PORT: 0, DEMO_LIST: ['x', 'y'], LOG_LEVEL: 'warn' });
  });

  it.each([
    ['DEMO_PORT', 'abc', 'expected a port number'],
    ['DEMO_PORT', '70000', 'expected a port number (0-65535)'],
    ['DEMO_PORT', '1.5', 'expected a port number'],
    ['DEMO_URL', 'ftp://host', 'expected an http(s) URL'],
    ['DEMO_URL', 'not a url', 'expected an http(s) URL'],
    ['DEMO_TTL', '0', 'expected a positive number of seconds'],
    ['DEMO_TTL', 'soon', 'expected a number of seconds'],
  ])('should say %s=%j is wrong and what it expects', (name, value, expected) => {
    expect(errorOf({ [name]: value })).toBe(`Invalid demo configuration: ${name}: ${expected}`);
  });

  it('should name every bad variable in one message, never the value', () => {
    const message = errorOf({ DEMO_PORT: 'x', LOG_LEVEL: 'loud', DEMO_SECRET: 'short-secret' });
    expect(message).toMatch(/^Invalid demo configuration: /);
    expect(message).toMatch(/DEMO_PORT: .*; LOG_LEVEL: .*; DEMO_SECRET: must be at least/);
    expect(message).not.toContain('short-secret');
  });
});

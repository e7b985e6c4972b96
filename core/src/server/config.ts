/**
 * What every server's config.ts shares: the error a bad start-up prints, one message naming
 * every bad variable, and the schemas of variables that several services have (ports, URLs,
 * log level). Each service keeps its own schema, whose keys are its variable names, and the
 * rules between its settings. Messages name the variable and what it expects, never the value
 * (some are secrets).
 */
import { z } from 'zod';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** `VARIABLE: what is wrong` for every issue, on one line. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`)
    .join('; ');
}

/** A rule between settings broken: the same message shape as a bad variable. */
export function invalidConfig(service: string, problem: string): ConfigError {
  return new ConfigError(`Invalid ${service} configuration: ${problem}`);
}

/** Parses the environment once; a ConfigError names every bad variable at once. */
export function parseEnv<S extends z.ZodType>(
  service: string,
  schema: S,
  env: Record<string, string | undefined>,
): z.output<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw invalidConfig(service, describeIssues(parsed.error));
  return parsed.data;
}

/** 0 lets the system pick a free port (tests). */
export const portSchema = (fallback: number) =>
  z.coerce
    .number({ error: 'expected a port number' })
    .int({ error: 'expected a port number' })
    .min(0, { error: 'expected a port number (0-65535)' })
    .max(65535, { error: 'expected a port number (0-65535)' })
    .default(fallback);

export const secondsSchema = (fallback: number) =>
  z.coerce
    .number({ error: 'expected a number of seconds' })
    .int({ error: 'expected a whole number of seconds' })
    .positive({ error: 'expected a positive number of seconds' })
    .default(fallback);

export const httpUrlSchema = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' });

const splitList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A comma-separated list; blanks around and between the commas are dropped. */
export const commaList = z.string().transform(splitList);
export const commaListSchema = (fallback: string) =>
  z.string().default(fallback).transform(splitList);

export const nodeEnvSchema = z.enum(['development', 'test', 'production']).default('development');

export const logLevelSchema = z
  .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  .default('info');

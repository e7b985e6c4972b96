/**
 * 7. Soak: 50 signed-in sessions, each on a connection of its own, mixing page loads (index,
 * script, stylesheet) and API calls through the gateway, in three rounds. Requests per second,
 * p99 and errors over all rounds, and each server's memory before and after every round: RSS
 * from /proc, and the gateway's heap from its metrics. "No growth": RSS after the third round
 * within 10% of after the first (the first round is where caches and pools fill up).
 */
import { readFileSync } from 'node:fs';
import { setTimeout } from 'node:timers/promises';
import autocannon from 'autocannon';
import type { ServiceName } from '../../../../scripts/stack.ts';
import type { TestStack } from '@backoffice/core/testing';
import { gatewaySession } from '../load.ts';
import { measured, type Figure } from '../report.ts';

const SESSIONS = 50;
const ROUNDS = 3;
const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 30);
const SERVICES: readonly ServiceName[] = ['gateway', 'mock-api', 'idp'];
const MB = 1_048_576;
const SETTLE_MS = 5_000;

function rssOf(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  return kb === undefined ? Number.NaN : Number(kb) * 1024;
}

interface GatewayHeap {
  used: number;
  total: number;
  /** Buffers and other memory outside the JS heap. */
  external: number;
}

async function gatewayHeap(stack: TestStack): Promise<GatewayHeap> {
  const text = await (await fetch(`${stack.urls.gateway}/metrics`)).text();
  const metric = (name: string) => {
    const value = new RegExp(`^gateway_${name} (\\d+(?:\\.\\d+)?)`, 'm').exec(text)?.[1];
    return value === undefined ? Number.NaN : Number(value);
  };
  return {
    used: metric('nodejs_heap_size_used_bytes'),
    total: metric('nodejs_heap_size_total_bytes'),
    external: metric('nodejs_external_memory_bytes'),
  };
}

interface Memory {
  rss: Record<string, number>;
  gatewayHeap: GatewayHeap;
}

async function memory(stack: TestStack): Promise<Memory> {
  const rss: Record<string, number> = {};
  for (const service of SERVICES) rss[service] = rssOf(stack.pids[service]);
  return { rss, gatewayHeap: await gatewayHeap(stack) };
}

/** What a signed-in user's browser asks for: the app's files and list calls. */
async function mix(stack: TestStack, cookie: string): Promise<string[]> {
  const index = await (await fetch(`${stack.urls.gateway}/`, { headers: { cookie } })).text();
  const files = [...index.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1] ?? '',
  );
  return [
    '/',
    ...files.slice(0, 3),
    '/api/v1/clients?page=1',
    '/api/v1/cases?page=1',
    '/api/v1/trades?page=1',
    '/api/v1/',
    '/cases',
  ];
}

async function signInAll(stack: TestStack): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < SESSIONS; i += 10) {
    const batch = Array.from({ length: Math.min(10, SESSIONS - i) }, () => gatewaySession(stack));
    cookies.push(...(await Promise.all(batch)));
  }
  return cookies;
}

export async function soak(stack: TestStack): Promise<Figure[]> {
  const cookies = await signInAll(stack);
  const paths = await mix(stack, cookies[0] ?? '');
  let next = 0;
  const requests = paths.map((path) => ({
    method: 'GET' as const,
    path,
    // One session per connection: the context lives as long as the connection.
    setupRequest: (req: autocannon.Request, context: object) => {
      const session = context as { cookie?: string };
      session.cookie ??= cookies[next++ % cookies.length];
      return {
        ...req,
        headers: {
          ...req.headers,
          cookie: session.cookie ?? '',
          'accept-encoding': 'gzip, br',
        },
      };
    },
  }));
  const memories: Memory[] = [await memory(stack)];
  let total = 0;
  let errors = 0;
  const rps: number[] = [];
  const p99: number[] = [];
  // Which answers the errors were (a 404 is an asset renamed by a rebuild, a 5xx the servers).
  const statuses = new Map<string, number>();
  for (let round = 0; round < ROUNDS; round += 1) {
    const result = await autocannon({
      url: stack.urls.gateway,
      connections: SESSIONS,
      duration: SECONDS,
      requests,
    });
    total += result.requests.total;
    errors += result.errors + result.timeouts + result.non2xx;
    for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) {
      statuses.set(status, (statuses.get(status) ?? 0) + (stats.count ?? 0));
    }
    rps.push(result.requests.average);
    p99.push(result.latency.p99);
    // Memory once the round's load is gone: V8 gives back what it no longer needs when idle.
    await setTimeout(SETTLE_MS);
    memories.push(await memory(stack));
  }
  const first = memories[1]!;
  const last = memories.at(-1)!;
  const growth = (service: string) =>
    (100 * ((last.rss[service] ?? 0) - (first.rss[service] ?? 0))) / (first.rss[service] ?? 1);
  const mb = (bytes: number | undefined) => String(Math.round((bytes ?? Number.NaN) / MB));
  const figures: Figure[] = [
    measured(
      'soak.rps',
      'soak: req/s (50 sessions)',
      rps.reduce((a, b) => a + b, 0) / rps.length,
      'req/s',
      {
        better: 'higher',
        note: `${String(ROUNDS)} rounds of ${String(SECONDS)} s, ${String(total)} requests, ${String(paths.length)} paths (pages, assets, API); rounds ${rps.map((r) => Math.round(r)).join(' / ')} req/s`,
      },
    ),
    measured('soak.p99', 'soak: p99 (worst round)', Math.max(...p99), 'ms', { better: 'lower' }),
    measured('soak.errors', 'soak: errors', errors, '', {
      target: { op: '<=', value: 0 },
      note: `answers by status: ${[...statuses].map(([s, n]) => `${s} ×${String(n)}`).join(', ')}`,
    }),
  ];
  for (const service of SERVICES) {
    figures.push(
      measured(
        `soak.${service}.rss-growth`,
        `soak: ${service} RSS growth, round 1→3`,
        growth(service),
        '%',
        {
          target: { op: '<=', value: 10 },
          note: `RSS MB before / after each round: ${memories.map((m) => mb(m.rss[service])).join(' → ')}`,
        },
      ),
    );
  }
  figures.push(
    measured('soak.gateway.heap', 'soak: gateway heap after', last.gatewayHeap.used / MB, 'MB', {
      better: 'lower',
      note: `heap MB used / total / external before and after each round: ${memories
        .map((m) =>
          [m.gatewayHeap.used, m.gatewayHeap.total, m.gatewayHeap.external].map(mb).join('/'),
        )
        .join(' → ')}`,
    }),
  );
  return figures;
}

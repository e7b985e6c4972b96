/**
 * 1. The gateway's proxy overhead: the same authenticated list call through the gateway and
 * straight to the mock API, 16 connections, in alternating rounds so both see the same machine.
 */
import type { TestStack } from '@backoffice/core/testing';
import { directToken, gatewaySession, load, median, type LoadResult } from '../load.ts';
import { measured, type Figure } from '../report.ts';

const PATH = '/api/v1/clients?page=1';
const CONNECTIONS = 16;
const ROUNDS = Number(process.env.BENCH_PROXY_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_PROXY_SECONDS ?? 4);

export async function gatewayProxy(stack: TestStack): Promise<Figure[]> {
  const cookie = await gatewaySession(stack);
  const token = await directToken(stack);
  const through = (seconds: number) =>
    load({
      url: stack.urls.gateway + PATH,
      headers: { cookie },
      connections: CONNECTIONS,
      seconds,
    });
  const direct = (seconds: number) =>
    load({
      url: stack.urls.api + PATH,
      headers: { authorization: token },
      connections: CONNECTIONS,
      seconds,
    });
  await through(1); // warm-up: JIT, pooled connections
  await direct(1);
  const gateway: LoadResult[] = [];
  const straight: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    gateway.push(await through(SECONDS));
    straight.push(await direct(SECONDS));
  }
  const rps = (results: LoadResult[]) => median(results.map((r) => r.requestsPerSecond));
  const p50 = (results: LoadResult[]) => median(results.map((r) => r.p50));
  const errors = [...gateway, ...straight].reduce((sum, r) => sum + r.errors, 0);
  const note = `${String(ROUNDS)} alternating rounds of ${String(SECONDS)} s, ${String(CONNECTIONS)} connections, median of rounds; ${String(errors)} errors`;
  return [
    measured('gateway.direct-rps', 'proxy: direct req/s', rps(straight), 'req/s', {
      better: 'higher',
    }),
    measured('gateway.rps', 'proxy: through gateway req/s', rps(gateway), 'req/s', {
      better: 'higher',
    }),
    measured(
      'gateway.rps-share',
      'proxy: gateway share of direct',
      rps(gateway) / rps(straight),
      '',
      {
        target: { op: '>=', value: 0.6 },
        note,
      },
    ),
    measured('gateway.p50-added', 'proxy: p50 added', p50(gateway) - p50(straight), 'ms', {
      target: { op: '<=', value: 1 },
    }),
    measured('gateway.errors', 'proxy: errors', errors, '', { target: { op: '<=', value: 0 } }),
  ];
}

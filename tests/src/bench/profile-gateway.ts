/**
 * `node tests/src/bench/profile-gateway.ts`: the gateway under the proxy bench's load with
 * `--cpu-prof`, and its hottest functions (self time), to see what stands in the way.
 * The profile goes to BENCH_PROFILE_DIR (default: bench-results/profiles).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, startStack } from '@backoffice/core/testing';
import { ROOT } from '../../../scripts/stack.ts';
import { cpuMs } from './cpu.ts';
import { directToken, gatewaySession, load } from './load.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

const dir = process.env.BENCH_PROFILE_DIR ?? path.join(ROOT, 'bench-results', 'profiles');
mkdirSync(dir, { recursive: true });
const gatewayPort = await freePort();
// BENCH_MOCK_API_MAIN: another checkout's mock-api (e.g. while this one is mid-change).
const otherApi = process.env.BENCH_MOCK_API_MAIN;
const stack = await startStack({
  services: otherApi ? ['idp'] : ['idp', 'mock-api'],
  ports: { gateway: gatewayPort },
  extraEnv: { 'mock-api': { MOCK_API_TRADES: '100000' } },
});
const api = otherApi
  ? spawn(process.execPath, [otherApi], {
      env: { ...process.env, ...stack.env['mock-api'], LOG_LEVEL: 'info' },
      stdio: 'ignore',
    })
  : null;
// BENCH_GATEWAY_MAIN: another checkout's gateway, to compare (e.g. the last commit's).
const gatewayMain = process.env.BENCH_GATEWAY_MAIN ?? path.join(ROOT, 'gateway/src/main.ts');
const gateway = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, gatewayMain], {
  env: {
    ...process.env,
    ...stack.env.gateway,
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: path.join(ROOT, 'web', 'dist'),
  },
  stdio: 'ignore',
});
try {
  for (const url of [stack.urls.api, stack.urls.gateway]) {
    for (let i = 0; i < 300; i += 1) {
      const up = await fetch(`${url}/healthz`).catch(() => null);
      if (up?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const cookie = await gatewaySession(stack);
  const token = await directToken(stack);
  const url = `${stack.urls.gateway}/api/v1/clients?page=1`;
  const cpuBefore = cpuMs(gateway.pid);
  const result = await load({ url, headers: { cookie }, connections: 16, seconds: 8 });
  const perRequest = (cpuMs(gateway.pid) - cpuBefore) / result.requests;
  const direct = await load({
    url: `${stack.urls.api}/api/v1/clients?page=1`,
    headers: { authorization: token },
    connections: 16,
    seconds: 4,
  });
  console.log(
    `gateway ${Math.round(result.requestsPerSecond)} req/s p50 ${result.p50} ms, CPU ${perRequest.toFixed(2)} ms per request`,
  );
  // Where a request's time goes: the backend's share, from the gateway's own histograms.
  const metrics = await (await fetch(`${stack.urls.gateway}/metrics`)).text();
  const mean = (name: string) => {
    const sum = new RegExp(`^${name}_sum\\{[^}]*status="200"[^}]*\\} (\\S+)`, 'm').exec(
      metrics,
    )?.[1];
    const count = new RegExp(`^${name}_count\\{[^}]*status="200"[^}]*\\} (\\S+)`, 'm').exec(
      metrics,
    )?.[1];
    return ((Number(sum) / Number(count)) * 1000).toFixed(1);
  };
  console.log(
    `mean ms: request ${mean('gateway_http_request_duration_seconds')}, backend ${mean('gateway_upstream_duration_seconds')}`,
  );
  console.log(`direct ${Math.round(direct.requestsPerSecond)} req/s p50 ${direct.p50} ms`);
} finally {
  const exited = new Promise((resolve) => gateway.once('exit', resolve));
  gateway.kill('SIGTERM');
  await exited;
  api?.kill('SIGTERM');
  await stack.stop();
}
const file = readdirSync(dir)
  .filter((f) => f.endsWith('.cpuprofile'))
  .sort()
  .at(-1);
if (file) {
  const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  for (const id of profile.samples) {
    const frame = byId.get(id)?.callFrame;
    const where = frame?.url.replace(/.*node_modules\//, '').replace(ROOT, '') ?? '';
    const key = `${frame?.functionName || '(anonymous)'} ${where}:${String(frame?.lineNumber)}`;
    self.set(key, (self.get(key) ?? 0) + 1);
  }
  const total = profile.samples.length;
  console.log(`${path.join(dir, file)}: top self time`);
  for (const [key, count] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    console.log(`${((100 * count) / total).toFixed(1).padStart(5)}%  ${key}`);
  }
}

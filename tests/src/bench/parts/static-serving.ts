/**
 * 2. The gateway serving the web app: requests per second for index.html (signed in, as a page
 * load asks for it) and for the hashed entry script, as a browser asks (brotli accepted), and
 * whether each comes compressed with the right caching headers.
 */
import type { TestStack } from '@backoffice/core/testing';
import { gatewaySession, load } from '../load.ts';
import { measured, type Figure } from '../report.ts';

const SECONDS = Number(process.env.BENCH_STATIC_SECONDS ?? 4);
const ACCEPT = 'gzip, deflate, br, zstd';

/** 1 when the answer has the encoding and cache-control wanted, else 0 (with what it had). */
async function headersRight(
  url: string,
  cookie: string,
  cacheControl: RegExp,
): Promise<{ ok: boolean; seen: string }> {
  const res = await fetch(url, { headers: { cookie, 'accept-encoding': ACCEPT } });
  await res.arrayBuffer();
  const encoding = res.headers.get('content-encoding') ?? 'none';
  const cache = res.headers.get('cache-control') ?? 'none';
  return {
    ok: res.status === 200 && encoding === 'br' && cacheControl.test(cache),
    seen: `${String(res.status)}, ${encoding}, ${cache}`,
  };
}

export async function staticServing(stack: TestStack): Promise<Figure[]> {
  const cookie = await gatewaySession(stack);
  const index = await (await fetch(`${stack.urls.gateway}/`, { headers: { cookie } })).text();
  const script = /<script type="module" src="([^"]+)"/.exec(index)?.[1];
  if (!script) throw new Error('index.html names no entry script');
  const headers = { cookie, 'accept-encoding': ACCEPT };
  const run = (path: string) =>
    load({ url: stack.urls.gateway + path, headers, connections: 16, seconds: SECONDS });
  await run('/');
  const page = await run('/');
  const asset = await run(script);
  const indexHeaders = await headersRight(`${stack.urls.gateway}/`, cookie, /^no-cache$/);
  const assetHeaders = await headersRight(stack.urls.gateway + script, cookie, /immutable/);
  return [
    measured('static.index-rps', 'static: index.html req/s', page.requestsPerSecond, 'req/s', {
      better: 'higher',
      note: `p50 ${String(page.p50)} ms, ${String(page.errors)} errors; ${indexHeaders.seen}`,
    }),
    measured('static.asset-rps', 'static: hashed script req/s', asset.requestsPerSecond, 'req/s', {
      better: 'higher',
      note: `p50 ${String(asset.p50)} ms, ${String(asset.errors)} errors; ${assetHeaders.seen}`,
    }),
    measured(
      'static.headers',
      'static: brotli + caching headers right',
      Number(indexHeaders.ok) + Number(assetHeaders.ok),
      'of 2',
      { target: { op: '>=', value: 2 } },
    ),
  ];
}

/**
 * Prometheus metrics: requests by route and status, their latency, backend latency, active
 * sessions, token refreshes and how API calls found their session. Served only to the configured addresses (a scraper inside the
 * network), never to the public.
 */
import { BlockList, isIP } from 'node:net';
import type { RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AuthEvents } from '../auth/authenticator.ts';
import { sendError } from '../http/errors.ts';

export interface Metrics extends AuthEvents {
  registry: Registry;
  observeRequest: (route: string, method: string, status: number, seconds: number) => void;
  observeUpstream: (seconds: number, status: number) => void;
}

export function createMetrics(countSessions: () => Promise<number>): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'gateway_' });
  const requests = new Counter({
    name: 'gateway_http_requests_total',
    help: 'HTTP requests by route, method and status',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'gateway_http_request_duration_seconds',
    help: 'HTTP request latency by route, method and status',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const upstream = new Histogram({
    name: 'gateway_upstream_duration_seconds',
    help: 'Backend latency through the /api/v1 proxy, by status',
    labelNames: ['status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const refreshes = new Counter({
    name: 'gateway_token_refreshes_total',
    help: 'Access token refreshes by outcome',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const apiSessions = new Counter({
    name: 'gateway_api_session_reads_total',
    help: 'How API calls found their session: on the quick path, or on the full path and why',
    labelNames: ['path', 'reason'],
    registers: [registry],
  });
  new Gauge({
    name: 'gateway_active_sessions',
    help: 'Sessions held in the session store',
    registers: [registry],
    async collect() {
      this.set(await countSessions());
    },
  });
  return {
    registry,
    observeRequest(route, method, status, seconds) {
      const labels = { route, method, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    observeUpstream(seconds, status) {
      upstream.observe({ status: String(status) }, seconds);
    },
    tokenRefreshed(outcome) {
      refreshes.inc({ outcome });
    },
    apiSessionRead(fallback) {
      apiSessions.inc(fallback ? { path: 'full', reason: fallback } : { path: 'quick' });
    },
  };
}

function allowList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix) list.addSubnet(address, Number(prefix), family);
    else list.addAddress(address, family);
  }
  return list;
}

/** Uses the socket's address, not X-Forwarded-For, which a client can write itself. */
export function metricsEndpoint(metrics: Metrics, allowed: string[]): RequestHandler {
  const list = allowList(allowed);
  return async (req, res) => {
    const address = req.socket.remoteAddress ?? '';
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!address || !list.check(address, family)) {
      sendError(res, 'forbidden', 'Metrics are not available from this address.');
      return;
    }
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
}

/** Times every request and labels it by route pattern, never by raw path (bounded cardinality). */
export function requestMetrics(
  metrics: Metrics,
  routeOf: (path: string) => string,
): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      // originalUrl: a mounted router (the /api/v1 proxy) strips its prefix from req.path.
      const path = req.originalUrl.split('?', 1)[0] ?? '/';
      metrics.observeRequest(routeOf(path), req.method, res.statusCode, seconds);
    });
    next();
  };
}

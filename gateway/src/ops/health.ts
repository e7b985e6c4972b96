/** Liveness (the process answers) and readiness (it can do its job: IdP, backend, sessions). */
import { Router } from 'express';

export interface ReadinessCheck {
  name: string;
  check: () => Promise<boolean>;
}

const CHECK_TIMEOUT_MS = 2_000;

/** Any HTTP answer means reachable: the backend may well say 401 to an anonymous probe. */
export function reachable(url: string): () => Promise<boolean> {
  return async () => {
    try {
      await fetch(url, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS), redirect: 'manual' });
      return true;
    } catch {
      return false;
    }
  };
}

export function healthRoutes(checks: ReadinessCheck[]): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const results = await Promise.all(
      checks.map(async ({ name, check }) => [name, await check().catch(() => false)] as const),
    );
    const ready = results.every(([, ok]) => ok);
    res.setHeader('cache-control', 'no-store');
    res.status(ready ? 200 : 503).json({
      status: ready ? 'ready' : 'not ready',
      checks: Object.fromEntries(results.map(([name, ok]) => [name, ok ? 'ok' : 'failing'])),
    });
  });
  return router;
}

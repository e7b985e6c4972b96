/**
 * When the session ends, as the gateway tells it at `/auth/session` (the token's identity is in
 * the app store already; the lifetimes are not). Read afresh each time the profile opens: every
 * request renews the idle end.
 */
import { GATEWAY_PATHS } from '@backoffice/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, GATEWAY_REQUEST } from '../../lib/api-client.ts';

export interface SessionTimes {
  /** The earlier of the idle and the absolute end. */
  expiresAt: string;
  absoluteExpiresAt: string | null;
  idleTimeoutSeconds: number | null;
}

function timesOf(data: unknown): SessionTimes {
  const body = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  if (typeof body.expiresAt !== 'string')
    throw new Error('The gateway did not say when the session ends');
  return {
    expiresAt: body.expiresAt,
    // An older gateway says only when the session ends unless renewed.
    absoluteExpiresAt: typeof body.absoluteExpiresAt === 'string' ? body.absoluteExpiresAt : null,
    idleTimeoutSeconds:
      typeof body.idleTimeoutSeconds === 'number' ? body.idleTimeoutSeconds : null,
  };
}

export function useSessionTimes() {
  return useQuery({
    queryKey: ['gateway', 'session-times'],
    queryFn: async ({ signal }) =>
      timesOf((await api.get<unknown>(GATEWAY_PATHS.session, { ...GATEWAY_REQUEST, signal })).data),
    staleTime: 0,
  });
}

const TICK_MS = 30_000;

/** The time now, moving on every half minute, for "in 7 h 12 min". */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, TICK_MS);
    return () => {
      clearInterval(timer);
    };
  }, []);
  return now;
}

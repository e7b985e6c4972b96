/**
 * The spec's form login against the backend: `POST /api/v1/login` with `{ data: credentials }`;
 * the token comes back in the response's Authorization header. It stays in the gateway.
 */
import { decodeJwt } from 'jose';
import { API_BASE_PATH } from '@backoffice/core';

export type BackendLogin =
  | { ok: true; token: string; claims: Record<string, unknown>; expiresAt: number | null }
  | { ok: false; reason: 'bad-credentials' | 'failed' };

export async function backendLogin(
  backendUrl: URL,
  username: string,
  password: string,
): Promise<BackendLogin> {
  let response: Response;
  try {
    response = await fetch(new URL(`${API_BASE_PATH}/login`, backendUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { username, password } }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return { ok: false, reason: 'failed' };
  }
  await response.body?.cancel();
  if (response.status === 403) return { ok: false, reason: 'bad-credentials' };
  // The spec's clients accept the token with or without the Bearer prefix.
  const token = response.headers
    .get('authorization')
    ?.replace(/^Bearer\s+/i, '')
    .trim();
  if (!response.ok || !token) return { ok: false, reason: 'failed' };
  try {
    const claims = decodeJwt(token);
    return {
      ok: true,
      token,
      claims,
      expiresAt: typeof claims.exp === 'number' ? claims.exp * 1000 : null,
    };
  } catch {
    return { ok: false, reason: 'failed' };
  }
}

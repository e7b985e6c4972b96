/**
 * Client scoping: a user whose `client_NAMES` claim is non-empty sees only those clients' data,
 * on every endpoint. Names that match no client match nothing (never everything).
 */
import type { SessionUser } from '@backoffice/core';
import type { Source } from '../store/collection.ts';

export interface ClientScope {
  /** False for users without a client restriction. */
  readonly restricted: boolean;
  sees(clientId: string): boolean;
  /** True when at least one of the ids is visible. */
  seesAny(clientIds: readonly string[]): boolean;
}

export const UNRESTRICTED: ClientScope = {
  restricted: false,
  sees: () => true,
  seesAny: () => true,
};

export function clientScope(
  user: SessionUser,
  clients: Source<{ id: string; name: string }>,
): ClientScope {
  if (user.clientNames.length === 0) return UNRESTRICTED;
  const names = new Set(user.clientNames);
  const ids = new Set(
    clients
      .all()
      .filter((c) => names.has(c.name))
      .map((c) => c.id),
  );
  return {
    restricted: true,
    sees: (clientId) => ids.has(clientId),
    seesAny: (clientIds) => clientIds.some((id) => ids.has(id)),
  };
}

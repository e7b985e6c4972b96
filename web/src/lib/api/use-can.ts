/**
 * Whether the signed-in user may make a call, read from the access policy in core: the same
 * endpoint flags the server enforces. Screens use this only to leave out the actions the user
 * cannot take, or, where leaving one out would confuse, to disable it and say why.
 */
import { accessNeeds, canCall, type EndpointId } from '@backoffice/core/api';
import { endpointRoutes } from '@backoffice/core/api-routes';
import { useAppStore } from '../store/app-store.ts';

export function useCan(id: EndpointId): boolean {
  const user = useAppStore((s) => s.user);
  return canCall(user, endpointRoutes[id]);
}

/** Whether the user may make the call, and if not, the reason to show beside the action. */
export type Access = { allowed: true; reason: null } | { allowed: false; reason: string };

export function useAccess(id: EndpointId): Access {
  const allowed = useCan(id);
  return allowed
    ? { allowed, reason: null }
    : { allowed, reason: accessNeeds(endpointRoutes[id].access) };
}

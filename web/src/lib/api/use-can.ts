/**
 * Whether the signed-in user may make a call, read from the access policy in core. The server
 * enforces it; screens use this only to leave out the actions the user cannot take.
 */
import { canCall, endpoints, type EndpointId } from '@backoffice/core/api';
import { useAppStore } from '../store/app-store.ts';

export function useCan(id: EndpointId): boolean {
  const user = useAppStore((s) => s.user);
  return canCall(user, endpoints[id]);
}

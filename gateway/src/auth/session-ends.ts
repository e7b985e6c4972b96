/** When a session ends, by the configured lifetimes: the same rule for every sign-in profile. */
import type { GatewayConfig } from '../config.ts';
import type { SessionEnds } from './authenticator.ts';

export function sessionEnds(
  signedInAt: number,
  config: Pick<GatewayConfig, 'session'>,
): SessionEnds {
  const { idleSeconds, absoluteSeconds } = config.session;
  return {
    idleEndsAt: new Date(Date.now() + idleSeconds * 1000),
    idleSeconds,
    absoluteEndsAt: new Date(signedInAt + absoluteSeconds * 1000),
  };
}

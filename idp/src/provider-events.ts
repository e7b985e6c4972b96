/**
 * What oidc-provider reports, in our JSON log: server errors in full, refused requests by
 * their OAuth error code and description only (the library never puts tokens in those).
 */
import type Provider from 'oidc-provider';
import type { errors, KoaContextWithOIDC } from 'oidc-provider';
import type { Logger } from 'pino';

const REFUSALS = [
  'authorization.error',
  'grant.error',
  'end_session.error',
  'userinfo.error',
  'jwks.error',
  'discovery.error',
] as const;

export function logProviderEvents(provider: Provider, logger: Logger): void {
  provider.on('server_error', (_ctx: KoaContextWithOIDC, err: Error) => {
    logger.error({ err }, 'oidc-provider server error');
  });
  for (const event of REFUSALS) {
    // Typed one overload per event name; the handler is the same for each of these.
    const on = provider.on.bind(provider) as (
      name: string,
      listener: (ctx: KoaContextWithOIDC, err: errors.OIDCProviderError) => void,
    ) => Provider;
    on(event, (_ctx, err) => {
      logger.info(
        { event, error: err.error, description: err.error_description },
        'oidc request refused',
      );
    });
  }
  provider.on('end_session.success', () => {
    logger.info({ event: 'end_session.success' }, 'signed out');
  });
}

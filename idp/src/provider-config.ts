/**
 * oidc-provider's configuration: one confidential client (the gateway), authorization code +
 * PKCE only, JWT access tokens for the API audience, our own interaction and logout pages,
 * and every TTL set explicitly. See ../../shared/OIDC-NOTES.md for why each setting is here.
 */
import { errors, type AdapterFactory, type Configuration } from 'oidc-provider';
import type { IdpConfig } from './config.ts';
import type { KeyMaterial } from './keys.ts';
import { logoutSource, postLogoutSuccessSource, renderError } from './provider-pages.ts';
import type { UserClaims, UserDirectory } from '@backoffice/core/server';

/** Scopes the gateway asks for; the API accepts access tokens carrying them. */
export const SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;

/** Which claims each scope releases, in the ID token and at userinfo. */
export const CLAIMS_BY_SCOPE = {
  openid: ['sub'],
  profile: ['name', 'username', 'authorities', 'client_NAMES'],
  email: ['email'],
} as const satisfies Record<string, readonly (keyof UserClaims)[]>;

/** Cookie names, distinct from the gateway's (bo_session, auth_verification): cookies are per host, not per port. */
export const COOKIE_NAMES = {
  session: 'idp_session',
  interaction: 'idp_interaction',
  resume: 'idp_interaction_resume',
} as const;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
/** A working day: how long one sign-in lasts at the IdP. */
const WORKDAY = 8 * HOUR;

export interface ProviderDeps {
  config: IdpConfig;
  users: UserDirectory;
  keys: KeyMaterial;
  adapter: AdapterFactory;
}

/** The user's claims other than sub, which the token has already. */
function tokenClaims(user: UserClaims): Omit<UserClaims, 'sub'> {
  const { username, name, email, authorities, client_NAMES } = user;
  return { username, name, email, authorities, client_NAMES };
}

export function providerConfiguration({
  config,
  users,
  keys,
  adapter,
}: ProviderDeps): Configuration {
  const backTo = config.client.postLogoutRedirectUris[0];
  return {
    adapter,
    clients: [
      {
        client_id: config.client.id,
        client_secret: config.client.secret,
        redirect_uris: config.client.redirectUris,
        post_logout_redirect_uris: config.client.postLogoutRedirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // What express-openid-connect uses by default for a client with a secret.
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'RS256',
      },
    ],
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: [...SCOPES],
    claims: {
      openid: [...CLAIMS_BY_SCOPE.openid],
      profile: [...CLAIMS_BY_SCOPE.profile],
      email: [...CLAIMS_BY_SCOPE.email],
    },
    // Put the profile claims in the ID token too: the gateway builds its user from it.
    conformIdTokenClaims: false,
    findAccount(_ctx, sub) {
      const user = users.findBySub(sub);
      // An unknown sub (user removed from the file) ends that user's sessions and grants.
      if (!user) return undefined;
      return { accountId: user.sub, claims: () => ({ ...user }) };
    },
    // The API verifies access tokens offline and needs to know who and what, not just sub.
    extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken') return undefined;
      const user = users.findBySub(token.accountId);
      return user ? tokenClaims(user) : undefined;
    },
    // offline_access is dropped unless consent was prompted, which a first-party client
    // never sees; the gateway still needs refresh tokens, so issue them by client instead.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Every use of a refresh token returns a new one; reusing an old one revokes the grant.
    rotateRefreshToken: true,
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => config.apiAudience,
        // Keep the API audience on code exchange and refresh, where the gateway sends no resource.
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== config.apiAudience) throw new errors.InvalidTarget();
          return {
            scope: SCOPES.join(' '),
            audience: config.apiAudience,
            accessTokenTTL: config.accessTokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource,
        postLogoutSuccessSource: postLogoutSuccessSource(backTo),
      },
      userinfo: { enabled: true },
      // Not used by the gateway; off keeps discovery to the code flow it uses.
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: {
      names: COOKIE_NAMES,
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
      keys: keys.cookieKeys,
    },
    jwks: { keys: keys.jwks.keys },
    ttl: {
      AccessToken: config.accessTokenTtl,
      AuthorizationCode: MINUTE,
      // The gateway keeps the ID token for the session and sends it back as id_token_hint.
      IdToken: HOUR,
      RefreshToken: WORKDAY,
      Session: WORKDAY,
      Grant: WORKDAY,
      // Long enough to find a password, short enough that a stale tab does not linger.
      Interaction: 30 * MINUTE,
    },
    // The gateway talks to the IdP server to server; no browser origin needs CORS here.
    clientBasedCORS: () => false,
    renderError: renderError(backTo),
  };
}

/**
 * The relying party side of the tests: discovery, and the token endpoint as a confidential
 * client (client_secret_basic), for the code exchange and refresh.
 */
import { z } from 'zod';

/** The client the tests act as: normally the gateway's registration at the IdP. */
export interface RelyingParty {
  /** The IdP's issuer, e.g. http://localhost:3001. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** A registered redirect URI; the helper stops there instead of requesting it. */
  redirectUri: string;
  /** A registered post-logout redirect URI, for signOut. */
  postLogoutRedirectUri?: string;
}

export interface TokenSet {
  accessToken: string;
  idToken: string;
  refreshToken: string | undefined;
  expiresIn: number;
  scope: string;
  tokenType: string;
}

/** The IdP refused or broke a step of signing in. */
export class SignInError extends Error {
  override name = 'SignInError';
}

export class TokenEndpointError extends Error {
  override name = 'TokenEndpointError';
  readonly status: number;
  readonly error: string;
  constructor(status: number, error: string, description: string | undefined) {
    super(`token endpoint answered ${status} ${error}${description ? `: ${description}` : ''}`);
    this.status = status;
    this.error = error;
  }
}

const metadataSchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  end_session_endpoint: z.string(),
  userinfo_endpoint: z.string(),
  jwks_uri: z.string(),
});
export type ProviderMetadata = z.infer<typeof metadataSchema>;

const tokenResponseSchema = z.object({
  access_token: z.string(),
  id_token: z.string(),
  refresh_token: z.string().optional(),
  expires_in: z.number(),
  scope: z.string().default(''),
  token_type: z.string(),
});

const errorResponseSchema = z.object({
  error: z.string(),
  error_description: z.string().optional(),
});

const discovered = new Map<string, Promise<ProviderMetadata>>();

/** The IdP's discovery document, fetched once per issuer. */
export function discover(issuer: string): Promise<ProviderMetadata> {
  let metadata = discovered.get(issuer);
  if (!metadata) {
    metadata = fetchMetadata(issuer);
    discovered.set(issuer, metadata);
    // A failed fetch is not cached: the IdP may just not be up yet.
    metadata.catch(() => discovered.delete(issuer));
  }
  return metadata;
}

async function fetchMetadata(issuer: string): Promise<ProviderMetadata> {
  const response = await fetch(new URL('.well-known/openid-configuration', `${issuer}/`));
  if (!response.ok) throw new SignInError(`discovery at ${issuer} answered ${response.status}`);
  const metadata = metadataSchema.parse(await response.json());
  if (metadata.issuer !== issuer) {
    throw new SignInError(`discovery names issuer ${metadata.issuer}, expected ${issuer}`);
  }
  return metadata;
}

export async function tokenRequest(
  rp: RelyingParty,
  params: Record<string, string>,
): Promise<TokenSet> {
  const { token_endpoint } = await discover(rp.issuer);
  // client_secret_basic: each part form-encoded before base64 (RFC 6749 2.3.1).
  const basic = Buffer.from(
    `${encodeURIComponent(rp.clientId)}:${encodeURIComponent(rp.clientSecret)}`,
  ).toString('base64');
  const response = await fetch(token_endpoint, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, accept: 'application/json' },
    body: new URLSearchParams(params),
  });
  const body: unknown = await response.json();
  if (!response.ok) {
    const { error, error_description } = errorResponseSchema.parse(body);
    throw new TokenEndpointError(response.status, error, error_description);
  }
  const t = tokenResponseSchema.parse(body);
  return {
    accessToken: t.access_token,
    idToken: t.id_token,
    refreshToken: t.refresh_token,
    expiresIn: t.expires_in,
    scope: t.scope,
    tokenType: t.token_type,
  };
}

/** Redeems a refresh token; the IdP rotates it, so use the returned one next time. */
export function refreshTokens(rp: RelyingParty, refreshToken: string): Promise<TokenSet> {
  return tokenRequest(rp, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

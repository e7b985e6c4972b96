/**
 * Programmatic sign-in through the IdP's real login form: authorization code + PKCE (S256)
 * as the gateway does it, for tests that need real tokens for a demo user.
 *
 *   const { tokens } = await signIn(rp, DEMO_USERS.viewer);
 *   fetch(apiUrl, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
 */
import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt, type JWTPayload } from 'jose';
import { z } from 'zod';
import { readForm, UserAgent, type HtmlForm } from './user-agent.ts';

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

export interface Credentials {
  username: string;
  password: string;
}

export interface TokenSet {
  accessToken: string;
  idToken: string;
  refreshToken: string | undefined;
  expiresIn: number;
  scope: string;
  tokenType: string;
}

export interface SignedIn {
  tokens: TokenSet;
  /** Decoded, not verified: verify against the JWKS where that is what is being tested. */
  idTokenClaims: JWTPayload;
  accessTokenClaims: JWTPayload;
  /** Holds the IdP session cookies: pass it to signOut or to another SignInFlow. */
  agent: UserAgent;
}

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

const base64url = (bytes: Buffer) => bytes.toString('base64url');

async function tokenRequest(rp: RelyingParty, params: Record<string, string>): Promise<TokenSet> {
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

export type SubmitResult =
  | { signedIn: true; callback: URL }
  /** The IdP showed a page again (wrong credentials: 401 and the form). */
  | { signedIn: false; status: number; headers: Headers; html: string };

/** One authorization request, step by step, for tests that look at each step. */
export class SignInFlow {
  readonly rp: RelyingParty;
  readonly agent: UserAgent;
  /** The sign-in page, when the IdP asked for credentials. */
  loginPage:
    { url: URL; status: number; headers: Headers; html: string; form: HtmlForm } | undefined;
  /** The redirect back to the RP, once the IdP sent one. */
  callback: URL | undefined;
  readonly #verifier = base64url(randomBytes(32));
  readonly #state = base64url(randomBytes(16));
  readonly #nonce = base64url(randomBytes(16));

  private constructor(rp: RelyingParty, agent: UserAgent) {
    this.rp = rp;
    this.agent = agent;
  }

  /** Sends the browser to the authorization endpoint; it lands on the form or, with a live IdP session, straight back. */
  static async start(
    rp: RelyingParty,
    options: { agent?: UserAgent; scope?: string; resource?: string } = {},
  ): Promise<SignInFlow> {
    const flow = new SignInFlow(rp, options.agent ?? new UserAgent());
    const { authorization_endpoint } = await discover(rp.issuer);
    const url = new URL(authorization_endpoint);
    const params: Record<string, string> = {
      client_id: rp.clientId,
      redirect_uri: rp.redirectUri,
      response_type: 'code',
      scope: options.scope ?? 'openid profile email offline_access',
      state: flow.#state,
      nonce: flow.#nonce,
      code_challenge: base64url(createHash('sha256').update(flow.#verifier).digest()),
      code_challenge_method: 'S256',
      ...(options.resource ? { resource: options.resource } : {}),
    };
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    await flow.#show(await flow.agent.navigate(url, { stopAt: (u) => flow.#isCallback(u) }));
    return flow;
  }

  #isCallback(url: URL): boolean {
    return url.href.startsWith(this.rp.redirectUri);
  }

  async #show(navigation: Awaited<ReturnType<UserAgent['navigate']>>): Promise<SubmitResult> {
    if (navigation.stoppedAt) {
      this.callback = navigation.stoppedAt;
      this.loginPage = undefined;
      return { signedIn: true, callback: navigation.stoppedAt };
    }
    const { response, url } = navigation;
    const html = await response.text();
    if (!/<input[^>]*name="password"/.test(html)) {
      throw new SignInError(`expected the sign-in form at ${url.href}, got ${response.status}`);
    }
    this.loginPage = {
      url,
      status: response.status,
      headers: response.headers,
      html,
      form: readForm(html, url),
    };
    return { signedIn: false, status: response.status, headers: response.headers, html };
  }

  /** Fills in and posts the sign-in form, as a person would. */
  async submit({ username, password }: Credentials): Promise<SubmitResult> {
    if (!this.loginPage) throw new SignInError('no sign-in form is showing');
    const { form } = this.loginPage;
    const navigation = await this.agent.navigate(form.action, {
      method: form.method,
      form: { ...form.fields, username, password },
      stopAt: (u) => this.#isCallback(u),
    });
    return this.#show(navigation);
  }

  /** Checks the callback (state, iss) and redeems the code with the PKCE verifier. */
  async exchange(): Promise<TokenSet> {
    const callback = this.callback;
    if (!callback) throw new SignInError('the IdP has not redirected back yet');
    const error = callback.searchParams.get('error');
    if (error)
      throw new SignInError(
        `the IdP returned ${error}: ${callback.searchParams.get('error_description') ?? ''}`,
      );
    if (callback.searchParams.get('state') !== this.#state) throw new SignInError('state mismatch');
    if (callback.searchParams.get('iss') !== this.rp.issuer) throw new SignInError('iss mismatch');
    const tokens = await tokenRequest(this.rp, {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') ?? '',
      redirect_uri: this.rp.redirectUri,
      code_verifier: this.#verifier,
    });
    if (decodeJwt(tokens.idToken).nonce !== this.#nonce) throw new SignInError('nonce mismatch');
    return tokens;
  }
}

/**
 * Signs a user in through the login form and returns real tokens. With an `agent` that still
 * has an IdP session, the IdP skips the form and the tokens are for that session's user.
 */
export async function signIn(
  rp: RelyingParty,
  credentials: Credentials,
  options: { agent?: UserAgent; scope?: string; resource?: string } = {},
): Promise<SignedIn> {
  const flow = await SignInFlow.start(rp, options);
  if (!flow.callback) {
    const result = await flow.submit(credentials);
    if (!result.signedIn) {
      throw new SignInError(`sign-in as ${credentials.username} refused with ${result.status}`);
    }
  }
  const tokens = await flow.exchange();
  return {
    tokens,
    idTokenClaims: decodeJwt(tokens.idToken),
    accessTokenClaims: decodeJwt(tokens.accessToken),
    agent: flow.agent,
  };
}

/** Redeems a refresh token; the IdP rotates it, so use the returned one next time. */
export function refreshTokens(rp: RelyingParty, refreshToken: string): Promise<TokenSet> {
  return tokenRequest(rp, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

/**
 * RP-initiated logout, followed through the IdP's auto-submitting page. Without `idToken`
 * the client is named by client_id alone, as the gateway does (no token in a browser URL).
 * Returns where the IdP sent the browser afterwards (the post-logout redirect URI).
 */
export async function signOut(
  rp: RelyingParty,
  session: { agent: UserAgent; idToken?: string },
): Promise<URL> {
  const { end_session_endpoint } = await discover(rp.issuer);
  const url = new URL(end_session_endpoint);
  if (session.idToken) url.searchParams.set('id_token_hint', session.idToken);
  url.searchParams.set('client_id', rp.clientId);
  if (rp.postLogoutRedirectUri) {
    url.searchParams.set('post_logout_redirect_uri', rp.postLogoutRedirectUri);
  }
  const leaving = (u: URL) =>
    rp.postLogoutRedirectUri !== undefined && u.href.startsWith(rp.postLogoutRedirectUri);
  const page = await session.agent.navigate(url, { stopAt: leaving });
  if (page.stoppedAt) return page.stoppedAt;
  const form = readForm(await page.response.text(), page.url);
  // What the page's script (or, without script, its one button) submits.
  const done = await session.agent.navigate(form.action, {
    method: form.method,
    form: { ...form.fields, logout: 'yes' },
    stopAt: leaving,
  });
  if (done.stoppedAt) return done.stoppedAt;
  return done.url;
}

/**
 * Programmatic sign-in through the IdP's real login form: authorization code + PKCE (S256)
 * as the gateway does it, for tests that need real tokens for a demo user.
 *
 *   const { tokens } = await signIn(rp, DEMO_USERS.viewer);
 *   fetch(apiUrl, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
 */
import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt, type JWTPayload } from 'jose';
import {
  discover,
  SignInError,
  tokenRequest,
  type RelyingParty,
  type TokenSet,
} from './relying-party.ts';
import { readForm, UserAgent, type HtmlForm } from './user-agent.ts';

const base64url = (bytes: Buffer) => bytes.toString('base64url');

export interface Credentials {
  username: string;
  password: string;
}

export interface SignedIn {
  tokens: TokenSet;
  /** Decoded, not verified: verify against the JWKS where that is what is being tested. */
  idTokenClaims: JWTPayload;
  accessTokenClaims: JWTPayload;
  /** Holds the IdP session cookies: pass it to signOut or to another SignInFlow. */
  agent: UserAgent;
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

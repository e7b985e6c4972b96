/**
 * Test helpers for every workspace: `import { startIdp, signIn } from '@backoffice/idp/testing'`
 * (the demo users' credentials are core's: `DEMO_USERS` from `@backoffice/core/testing`).
 */
export * from './relying-party.ts';
export * from './sign-in.ts';
export * from './sign-out.ts';
export * from './start-idp.ts';
export { UserAgent, readForm, type HtmlForm, type Navigation } from './user-agent.ts';
export { CookieJar } from './cookie-jar.ts';

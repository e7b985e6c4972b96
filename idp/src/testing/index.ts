/** Test helpers for every workspace: `import { startIdp, signIn, DEMO_USERS } from '@backoffice/idp/testing'`. */
export * from './relying-party.ts';
export * from './sign-in.ts';
export * from './sign-out.ts';
export * from './start-idp.ts';
export * from './demo-users.ts';
export { UserAgent, readForm, type HtmlForm, type Navigation } from './user-agent.ts';
export { CookieJar } from './cookie-jar.ts';

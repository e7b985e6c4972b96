/**
 * `@backoffice/core/testing`: the stack harness and the scripted HTTP client, for the tests of
 * any workspace (the gateway's and the cross-component ones). Node only, tests only.
 */
export * from './harness.ts';
export * from './http-client.ts';
export * from './demo-users.ts';
export { freePort } from '../../../scripts/stack.ts';
export * from './courtlistener-replay.ts';
export * from './sample-pdf.ts';

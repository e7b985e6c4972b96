/**
 * The access of the actions the web's shell offers on every screen (the header's CREATE NEW
 * CASE, the menu's Create New Case and Import Filings), by the operation they lead to. Written here without the
 * contract's schemas, which the shell must not load; a unit test holds each equal to its
 * endpoint's access in the contract, so the shell cannot disagree with the API.
 */
import { accessFor, type EndpointAccess } from './api/endpoint.ts';

export { accessNeeds, canCall, type EndpointAccess } from './api/endpoint.ts';

export const SHELL_ACTIONS = {
  createCase: accessFor('POST', 'privilege'),
  importFilings13f: accessFor('POST', 'admin'),
} as const satisfies Readonly<Record<string, EndpointAccess>>;

export type ShellAction = keyof typeof SHELL_ACTIONS;

/** Every end-to-end scenario, in the order a person would meet them. */
import { browserSignIn } from './browser-sign-in.ts';
import { createRecord } from './create-record.ts';
import { guards } from './guards.ts';
import { logout } from './logout.ts';
import { proxy } from './proxy.ts';
import { screenWithData } from './screen-with-data.ts';
import { signIn } from './sign-in.ts';
import type { Scenario } from './target.ts';

export type { Scenario, StackTarget } from './target.ts';

export const SCENARIOS: readonly Scenario[] = [
  signIn,
  guards,
  proxy,
  screenWithData,
  createRecord,
  logout,
  browserSignIn,
];

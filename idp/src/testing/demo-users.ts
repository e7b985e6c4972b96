/** The demo users' credentials, as documented in idp/README.md (data/users.json holds only hashes). */
import type { Credentials } from './sign-in.ts';

export const DEMO_USERS = {
  admin: { username: 'admin', password: 'admin' },
  staff: { username: 'staff', password: 'staff' },
  viewer: { username: 'viewer', password: 'viewer' },
} as const satisfies Record<string, Credentials>;

export type DemoUser = keyof typeof DEMO_USERS;

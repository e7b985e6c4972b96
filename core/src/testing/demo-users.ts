/**
 * The demo users' credentials, as documented in idp/README.md (the directory's seed,
 * server/directory/demo-users.json, holds only hashes).
 */
export const DEMO_USERS = {
  admin: { username: 'admin', password: 'admin' },
  staff: { username: 'staff', password: 'staff' },
  viewer: { username: 'viewer', password: 'viewer' },
} as const satisfies Record<string, { username: string; password: string }>;

export type DemoUser = keyof typeof DEMO_USERS;

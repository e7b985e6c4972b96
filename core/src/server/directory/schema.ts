/** The directory's tables; `IF NOT EXISTS` so every process may open the file first. */
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  sub TEXT PRIMARY KEY,
  username TEXT NOT NULL,
  username_key TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  roles TEXT NOT NULL,
  privileges TEXT NOT NULL,
  client_names TEXT NOT NULL,
  active INTEGER NOT NULL CHECK (active IN (0, 1)),
  password_hash TEXT,
  last_login_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  actor_sub TEXT NOT NULL,
  actor_username TEXT NOT NULL,
  user_sub TEXT NOT NULL,
  username TEXT NOT NULL,
  action TEXT NOT NULL,
  before TEXT,
  after TEXT
) STRICT;
CREATE INDEX IF NOT EXISTS audit_user ON audit (user_sub);
`;

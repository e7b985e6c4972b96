/** Who may own a deadline: the active users of the directory (the store's copy), by name. */
import type { HandlersOf } from '../handler.ts';

export const deadlineOwnerHandlers: HandlersOf<'listDeadlineOwners'> = {
  listDeadlineOwners: (call) => ({
    items: call.store.users
      .all()
      .filter((u) => u.active)
      .map((u) => ({ id: u.id, username: u.username, displayName: u.displayName }))
      .sort((a, b) => a.displayName.localeCompare(b.displayName)),
  }),
};

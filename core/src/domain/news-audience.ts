/**
 * Who may address a client-portal news item to whom. A user without a client restriction may
 * address every client, chosen clients, or staff only (`internal`); a client-scoped user (one
 * with `clientNames`) may address only their own clients, or staff: never all clients, since
 * that reaches clients they do not look after.
 */
import type { NewsItem } from '../api/entities/portal.ts';

type Audience = NewsItem['audience'];

export interface NewsAuthor {
  clientNames: readonly string[];
}

const isScoped = (author: NewsAuthor) => author.clientNames.length > 0;

/** The audiences a user may choose, in the order the form offers them. */
export function newsAudiencesFor(author: NewsAuthor): Audience[] {
  return isScoped(author)
    ? ['selected_clients', 'internal']
    : ['all_clients', 'selected_clients', 'internal'];
}

export const ALL_CLIENTS_REFUSED =
  'You may address news only to your own clients: choose them under "Selected clients"';

/**
 * Why `author` may not address an item to `audience`, or null when they may. That chosen
 * clients are the user's own is the client scope's to check: the server answers a client the
 * user does not see as unknown, and the form offers only the user's own.
 */
export function newsAudienceProblem(author: NewsAuthor, audience: Audience): string | null {
  return newsAudiencesFor(author).includes(audience) ? null : ALL_CLIENTS_REFUSED;
}

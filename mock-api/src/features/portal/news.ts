/**
 * Client-portal news. A client-scoped user sees items for all clients, internal ones, and
 * those addressed to one of their clients; of the addressees they see only their own clients,
 * and an edit of theirs keeps the others. Items may only be addressed to clients that exist,
 * and a client-scoped user may not address all clients (core's news-audience rule). Bodies are
 * stored sanitised, by the same allow-list the web shows them with.
 */
import { newsList, type NewsCreate, type NewsItem, type NewsUpdate } from '@backoffice/core/api';
import {
  createNewsSanitiser,
  newsAudienceProblem,
  type NewsSanitiser,
} from '@backoffice/core/domain';
import { ApiError, unprocessable } from '../../domain/api-error.ts';
import { htmlWindow } from '../../domain/html-window.ts';
import type { HandlersOf } from '../handler.ts';
import { changed, created, resource, type Ctx } from '../resource.ts';

const news = resource<NewsItem>({
  what: 'news item',
  source: (store) => store.news,
  list: newsList,
  visible: (item, scope) => item.audience !== 'selected_clients' || scope.seesAny(item.clientIds),
  view: (item, _store, scope) =>
    scope.restricted ? { ...item, clientIds: item.clientIds.filter((id) => scope.sees(id)) } : item,
});

let sanitiser: NewsSanitiser | undefined;

/** One sanitiser for the process (it keeps no state between bodies), over the one DOM. */
function sanitise(html: string): string {
  sanitiser ??= createNewsSanitiser(htmlWindow());
  return sanitiser(html);
}

/** The addressees of a stored item that the caller cannot see: an edit of theirs keeps them. */
const hiddenAddressees = (item: NewsItem, ctx: Ctx) =>
  item.clientIds.filter((id) => !ctx.scope.sees(id));

/**
 * The addressees as stored: only for `selected_clients`, each one a client the caller sees or
 * one `kept` from the stored item.
 */
function audience(item: NewsItem, ctx: Ctx, kept: readonly string[] = []): NewsItem {
  const refused = newsAudienceProblem(ctx.user, item.audience);
  if (refused) throw new ApiError('forbidden', refused);
  if (item.audience !== 'selected_clients') return { ...item, clientIds: [] };
  if (item.clientIds.length === 0) throw unprocessable('clientIds', 'Name at least one client');
  const unknown = item.clientIds.filter(
    (id) => !ctx.store.clients.get(id) || (!ctx.scope.sees(id) && !kept.includes(id)),
  );
  if (unknown.length > 0) throw unprocessable('clientIds', `No client ${unknown.join(', ')}`);
  return { ...item, clientIds: [...new Set(item.clientIds)] };
}

function build(body: NewsCreate, ctx: Ctx, id: string): NewsItem {
  return audience(
    {
      id,
      title: body.title,
      body: sanitise(body.body),
      audience: body.audience,
      clientIds: body.clientIds ?? [],
      publishDate: body.publishDate,
      status: body.status ?? 'draft',
      author: ctx.user.displayName,
      ...created(ctx),
    },
    ctx,
  );
}

export const newsHandlers: HandlersOf<
  'listNews' | 'getNews' | 'createNews' | 'updateNews' | 'deleteNews'
> = {
  listNews: news.list,
  getNews: news.get,
  createNews: news.create(build),
  updateNews: news.update((row, patch: NewsUpdate, ctx) => {
    const kept = hiddenAddressees(row, ctx);
    const clientIds = patch.clientIds ? [...kept, ...patch.clientIds] : row.clientIds;
    const body = patch.body === undefined ? row.body : sanitise(patch.body);
    return audience({ ...row, ...patch, body, clientIds, ...changed(ctx) }, ctx, kept);
  }),
  deleteNews: news.remove(),
};

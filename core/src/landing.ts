/**
 * The landing screen preference: which screen `/` opens. The choices come from the route table
 * (screens that need no parameter and need a sign-in), narrowed per user by the access policy;
 * the API validates a choice with these functions and the web offers and follows the same ones.
 */
import { decideAccess } from './access.ts';
import { ROUTES, type TableRoute } from './routes.ts';
import type { SessionUser } from './session-user.ts';

type Segments<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? Segments<Head> | Segments<Rest>
  : P;
/** A route whose path has a parameter it cannot do without (`:id`, not `:subPage?`). */
type NeedsParam<P extends string> = true extends (
  Segments<P> extends infer S
    ? S extends `:${string}?`
      ? false
      : S extends `:${string}`
        ? true
        : false
    : false
)
  ? true
  : false;

/**
 * Not places to land on: `/` itself, a form that creates a case, and the public pages (the type
 * cannot read access flags, so they are named; a test checks the list against the table).
 */
export const NOT_LANDINGS = [
  'home',
  'createNewCase',
  'login',
  'implicit',
  'forbidden',
  'pageNotFound',
] as const;

export type LandingRouteId = Exclude<
  {
    [R in TableRoute as R['id']]: NeedsParam<R['path']> extends true ? never : R['id'];
  }[TableRoute['id']],
  (typeof NOT_LANDINGS)[number]
>;

/** What `/` opens unless the user chose otherwise: the spec's Case List. */
export const DEFAULT_LANDING_ROUTE = 'caseList' satisfies LandingRouteId;

const needsParam = (path: string) =>
  path.split('/').some((segment) => segment.startsWith(':') && !segment.endsWith('?'));

/** Every route a user could pick as landing screen, in the table's order. */
export const LANDING_ROUTE_IDS = ROUTES.filter(
  (route) =>
    !route.access.doesNotRequireLogin &&
    !needsParam(route.path) &&
    !(NOT_LANDINGS as readonly string[]).includes(route.id),
).map((route) => route.id as LandingRouteId) as [LandingRouteId, ...LandingRouteId[]];

export function isLandingRouteId(value: unknown): value is LandingRouteId {
  return (LANDING_ROUTE_IDS as readonly unknown[]).includes(value);
}

/** The landing screens this user may open (an admin also gets the admin panel). */
export function landingChoices(user: Pick<SessionUser, 'roles'> | null): LandingRouteId[] {
  return LANDING_ROUTE_IDS.filter((id) => {
    const route = ROUTES.find((r) => r.id === id);
    return route !== undefined && decideAccess(route.access, user) === 'allow';
  });
}

/** Whether this user may land on `id`; explains why not, for the API's answer. */
export function landingRefusal(
  id: LandingRouteId,
  user: Pick<SessionUser, 'roles'> | null,
): string | null {
  return landingChoices(user).includes(id) ? null : 'this screen is only for administrators';
}

/**
 * The screen `/` opens for this user: the saved choice while they may still open it (a role
 * can be taken away after the choice was saved), the default otherwise.
 */
export function landingRouteFor(
  saved: unknown,
  user: Pick<SessionUser, 'roles'> | null,
): LandingRouteId {
  if (isLandingRouteId(saved) && landingChoices(user).includes(saved)) return saved;
  return DEFAULT_LANDING_ROUTE;
}

/** The path of a landing screen (optional segments left out), e.g. `/lossReport`. */
export function landingPath(id: LandingRouteId): string {
  const route = ROUTES.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown landing route ${id}`);
  return route.path.replace(/\/:\w+\?/g, '') || '/';
}

/**
 * Matches a pathname against the route table with react-router's semantics: case-insensitive,
 * a trailing slash ignored, `:param` takes one non-empty segment, `:param?` may be absent.
 * The web router and the gateway must agree on what is a page, so both use this.
 */
import { ROUTES, type RouteDef } from './routes.ts';

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

interface Segment {
  literal?: string;
  param?: string;
  optional: boolean;
}

function parsePattern(path: string): Segment[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (!part.startsWith(':')) return { literal: part.toLowerCase(), optional: false };
      const optional = part.endsWith('?');
      return { param: part.slice(1, optional ? -1 : undefined), optional };
    });
}

const compiled: { route: RouteDef; segments: Segment[] }[] = ROUTES.map((route) => ({
  route,
  segments: parsePattern(route.path),
}));

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | null {
  const required = segments.filter((s) => !s.optional).length;
  if (parts.length < required || parts.length > segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const part = parts[index];
    if (part === undefined) {
      if (!segment.optional) return null;
      continue;
    }
    if (segment.literal !== undefined) {
      if (part.toLowerCase() !== segment.literal) return null;
    } else if (segment.param !== undefined) {
      const value = decode(part);
      if (value === null || value === '') return null;
      params[segment.param] = value;
    }
  }
  return params;
}

/** The route a pathname (no query, no hash) opens, or null when it is no page of ours. */
export function matchRoute(pathname: string): RouteMatch | null {
  if (!pathname.startsWith('/')) return null;
  const parts = pathname.split('/').slice(1);
  if (parts.at(-1) === '') parts.pop();
  if (parts.some((p) => p === '')) return null;
  for (const { route, segments } of compiled) {
    const params = matchSegments(segments, parts);
    if (params) return { route, params };
  }
  return null;
}

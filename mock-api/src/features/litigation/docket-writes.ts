/**
 * Staff's dockets: opened on an existing case, the number checked and kept in its normal form
 * (judges' initials apart), unique within its court, closed with the day it closed, related
 * only to other dockets that exist.
 */
import type { Docket, DocketCreate, DocketUpdate } from '@backoffice/core/api';
import { docketDates, parseDocketNumber, relatedDocketsProblem } from '@backoffice/core/domain';
import { ApiError, unprocessable } from '../../domain/api-error.ts';
import type { Store } from '../../store/store.ts';
import type { Ctx } from '../resource.ts';

const today = (ctx: Ctx) => ctx.now.toISOString().slice(0, 10);
const sameCourt = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The number's normal form; the body's schema has already refused a malformed one. */
function numberOf(typed: string) {
  const parsed = parseDocketNumber(typed);
  if (!parsed.ok) throw unprocessable('docketNumber', parsed.problem);
  return parsed.value;
}

/** The rules a whole docket must keep, checked on the docket as it would be stored. */
function check(store: Store, next: Docket): Docket {
  const problem = relatedDocketsProblem(next.id, next.relatedDocketIds, (id) =>
    Boolean(store.dockets.get(id)),
  );
  if (problem) throw unprocessable('relatedDocketIds', problem);
  const clash = store.dockets
    .all()
    .find(
      (d) =>
        d.id !== next.id && sameCourt(d.court, next.court) && d.docketNumber === next.docketNumber,
    );
  if (clash)
    throw new ApiError(
      'conflict',
      `${next.court} docket ${next.docketNumber} is already docket ${clash.id} (case ${clash.caseId})`,
    );
  return next;
}

function datesOf(current: Docket | null, change: DocketUpdate, ctx: Ctx) {
  const start = current ?? {
    status: 'open' as const,
    openedOn: change.openedOn ?? today(ctx),
    closedOn: null,
  };
  const dates = docketDates(start, change, today(ctx));
  if (!dates.ok) throw unprocessable(dates.field, dates.message);
  return dates.value;
}

export function buildDocket(body: DocketCreate, ctx: Ctx, id: string): Docket {
  const c = ctx.store.cases.get(body.caseId);
  if (!c) throw unprocessable('caseId', `No case '${body.caseId}'`);
  const number = numberOf(body.docketNumber);
  return check(ctx.store, {
    id,
    caseId: c.id,
    caseCaption: c.caption,
    court: body.court,
    docketNumber: number.base,
    judgeInitials: number.judgeInitials,
    judge: body.judge ?? '',
    ...datesOf(null, body, ctx),
    relatedDocketIds: [...new Set(body.relatedDocketIds ?? [])],
    lastFilingOn: null,
    entryCount: 0,
    pacerHeader: null,
    parties: [],
    courtListenerScheduled: body.courtListenerScheduled ?? false,
  });
}

export function applyDocket(row: Docket, patch: DocketUpdate, ctx: Ctx): Docket {
  const { docketNumber, relatedDocketIds, status, openedOn, closedOn, ...rest } = patch;
  const number = docketNumber === undefined ? null : numberOf(docketNumber);
  return check(ctx.store, {
    ...row,
    ...rest,
    ...(number ? { docketNumber: number.base, judgeInitials: number.judgeInitials } : {}),
    ...(relatedDocketIds ? { relatedDocketIds: [...new Set(relatedDocketIds)] } : {}),
    ...datesOf(row, { status, openedOn, closedOn }, ctx),
  });
}

/**
 * What a docket must keep when staff create or change one: a closed docket carries the date it
 * closed (never before it opened) and only a closed one does; related dockets are other
 * dockets that exist.
 */

export type DocketStatus = 'open' | 'stayed' | 'closed';

export interface DocketDates {
  status: DocketStatus;
  openedOn: string;
  closedOn: string | null;
}

export interface DocketProblem {
  field: string;
  message: string;
}

/**
 * The status and closing date after a change: closing without a date closes `today`; reopening
 * (or staying) clears the date. A date with a status other than closed is refused.
 */
export function docketDates(
  current: DocketDates,
  change: { status?: DocketStatus; closedOn?: string | null; openedOn?: string },
  today: string,
): { ok: true; value: DocketDates } | ({ ok: false } & DocketProblem) {
  const status = change.status ?? current.status;
  const openedOn = change.openedOn ?? current.openedOn;
  if (status !== 'closed') {
    if (change.closedOn)
      return {
        ok: false,
        field: 'closedOn',
        message: `Only a closed docket has a closing date; this one would be ${status}`,
      };
    return { ok: true, value: { status, openedOn, closedOn: null } };
  }
  const closedOn =
    change.closedOn ?? (current.status === 'closed' ? current.closedOn : null) ?? today;
  if (closedOn < openedOn)
    return {
      ok: false,
      field: 'closedOn',
      message: `A docket closes on or after the day it opened (${openedOn}), not ${closedOn}`,
    };
  return { ok: true, value: { status, openedOn, closedOn } };
}

/** Why these related docket ids cannot be kept, or undefined when they can. */
export function relatedDocketsProblem(
  selfId: string,
  relatedIds: readonly string[],
  exists: (id: string) => boolean,
): string | undefined {
  if (relatedIds.includes(selfId)) return `A docket cannot be related to itself (${selfId})`;
  const unknown = relatedIds.filter((id) => !exists(id));
  if (unknown.length > 0) return `No docket ${unknown.join(', ')}`;
  return undefined;
}

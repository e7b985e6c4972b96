/**
 * A case filed in a court has its docket there: a case with a court and a docket number gets
 * one docket for that number, made when the case is created or first given the number, and
 * never a second for the same case and number. A case whose number changes (a transfer, a
 * refiling) gets a docket for the new number beside the old one, which keeps its entries.
 */
import { parseDocketNumber } from './dockets/docket-number.ts';

interface DocketedCase {
  id: string;
  court: string;
  docketNumber: string | null;
  judge: string;
  filedOn: string | null;
}

interface KnownDocket {
  caseId: string;
  docketNumber: string;
}

/** A new docket's fields (all but its id and the case caption the API joins at read time). */
export interface NewDocket {
  caseId: string;
  court: string;
  docketNumber: string;
  judgeInitials: string[];
  judge: string;
  status: 'open';
  openedOn: string;
  closedOn: null;
  relatedDocketIds: [];
  lastFilingOn: null;
  entryCount: 0;
  pacerHeader: null;
  parties: [];
  courtListenerScheduled: false;
}

/**
 * The docket the case still lacks, or null when it has it or cannot have one (no court or no
 * number). It opens on the case's filing date, or `today` (an ISO date) when none is recorded.
 */
export function missingDocket(
  c: DocketedCase,
  dockets: readonly KnownDocket[],
  today: string,
): NewDocket | null {
  const typed = c.docketNumber?.trim() ?? '';
  const court = c.court.trim();
  if (!typed || !court) return null;
  // A case's number is free text; when it is a federal one the docket keeps its normal form.
  const parsed = parseDocketNumber(typed);
  const docketNumber = parsed.ok ? parsed.value.base : typed;
  if (dockets.some((d) => d.caseId === c.id && d.docketNumber.trim() === docketNumber)) return null;
  return {
    caseId: c.id,
    court,
    docketNumber,
    judgeInitials: parsed.ok ? parsed.value.judgeInitials : [],
    judge: c.judge,
    status: 'open',
    openedOn: c.filedOn ?? today,
    closedOn: null,
    relatedDocketIds: [],
    lastFilingOn: null,
    entryCount: 0,
    pacerHeader: null,
    parties: [],
    courtListenerScheduled: false,
  };
}

import { describe, expect, it } from 'vitest';
import { docketDates, relatedDocketsProblem } from '../docket-rules.ts';

const open = { status: 'open', openedOn: '2026-01-05', closedOn: null } as const;
const today = '2026-11-27';

describe('docketDates', () => {
  it('should close today when no date is given', () => {
    expect(docketDates(open, { status: 'closed' }, today)).toEqual({
      ok: true,
      value: { status: 'closed', openedOn: '2026-01-05', closedOn: today },
    });
  });

  it('should close on the date given, and keep it on a later change', () => {
    const closed = docketDates(open, { status: 'closed', closedOn: '2026-06-30' }, today);
    expect(closed).toMatchObject({ ok: true, value: { closedOn: '2026-06-30' } });
    if (!closed.ok) return;
    expect(docketDates(closed.value, {}, today)).toMatchObject({
      value: { closedOn: '2026-06-30' },
    });
  });

  it('should clear the date when the docket is reopened', () => {
    const closed = { status: 'closed', openedOn: '2026-01-05', closedOn: '2026-06-30' } as const;
    expect(docketDates(closed, { status: 'open' }, today)).toEqual({
      ok: true,
      value: { status: 'open', openedOn: '2026-01-05', closedOn: null },
    });
  });

  it('should refuse a closing date before the opening', () => {
    expect(docketDates(open, { status: 'closed', closedOn: '2025-12-31' }, today)).toEqual({
      ok: false,
      field: 'closedOn',
      message: 'A docket closes on or after the day it opened (2026-01-05), not 2025-12-31',
    });
  });

  it('should refuse a closing date on a docket that stays open', () => {
    expect(docketDates(open, { closedOn: '2026-06-30' }, today)).toMatchObject({
      ok: false,
      field: 'closedOn',
    });
  });
});

describe('relatedDocketsProblem', () => {
  const known = new Set(['DK-0001', 'DK-0002']);
  const exists = (id: string) => known.has(id);

  it('should accept existing other dockets', () => {
    expect(relatedDocketsProblem('DK-0001', ['DK-0002'], exists)).toBeUndefined();
    expect(relatedDocketsProblem('DK-0001', [], exists)).toBeUndefined();
  });

  it('should refuse the docket itself and unknown ids, naming them', () => {
    expect(relatedDocketsProblem('DK-0001', ['DK-0001'], exists)).toBe(
      'A docket cannot be related to itself (DK-0001)',
    );
    expect(relatedDocketsProblem('DK-0001', ['DK-0002', 'DK-9998', 'DK-9999'], exists)).toBe(
      'No docket DK-9998, DK-9999',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ruleDeadline, rulesForCourt, SECURITIES_CLASS_ACTION_RULES } from '../index.ts';

const rule = (id: string) => SECURITIES_CLASS_ACTION_RULES.find((r) => r.id === id)!;

describe('the securities class action rules', () => {
  it('should give a PSLRA timetable counted under Rule 6, by hand', () => {
    // Complaint filed Monday 2026-01-05: notice by Sunday 01-25 → Monday 01-26.
    expect(ruleDeadline(rule('pslra-early-notice'), '2026-01-05')).toBe('2026-01-26');
    // Notice published 2026-01-26: motions 60 days later, Friday 2026-03-27.
    expect(ruleDeadline(rule('pslra-lead-plaintiff-motion'), '2026-01-26')).toBe('2026-03-27');
    // Appointment 90 days later: Sunday 2026-04-26 → Monday 04-27.
    expect(ruleDeadline(rule('pslra-lead-plaintiff-appointment'), '2026-01-26')).toBe('2026-04-27');
    // Served Wednesday 2026-11-04: answer due 21 days later, Wednesday 2026-11-25.
    expect(ruleDeadline(rule('frcp-answer'), '2026-11-04')).toBe('2026-11-25');
  });

  it('should count a C.D. Cal. opposition back from the hearing, off a holiday', () => {
    // Hearing Monday 2026-06-08: 21 days before is Monday 2026-05-18.
    expect(ruleDeadline(rule('cdcal-opposition'), '2026-06-08')).toBe('2026-05-18');
    // Hearing Monday 2026-06-15: 21 days before is Memorial Day 2026-05-25 → back to Friday.
    expect(ruleDeadline(rule('cdcal-opposition'), '2026-06-15')).toBe('2026-05-22');
  });

  it('should add 3 days for a paper served by mail, as Rule 6(d) does', () => {
    // S.D.N.Y. opposition: motion mailed Monday 2026-03-02, 14 days → 03-16, + 3 → 03-19.
    expect(ruleDeadline(rule('sdny-opposition'), '2026-03-02', 'mail')).toBe('2026-03-19');
  });

  it("should offer a court's own rules only in that court", () => {
    const ids = (court: string) =>
      rulesForCourt(SECURITIES_CLASS_ACTION_RULES, court).map((r) => r.id);
    expect(ids('S.D.N.Y.')).toContain('sdny-reply');
    expect(ids('S.D.N.Y.')).not.toContain('cdcal-reply');
    expect(ids('D. Del.')).toEqual([
      'pslra-early-notice',
      'pslra-lead-plaintiff-motion',
      'pslra-lead-plaintiff-appointment',
      'frcp-answer',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { calendarSearch, readCalendarParams } from '../calendar-params.ts';

const TODAY = '2026-11-23';
const read = (search: string) => readCalendarParams(new URLSearchParams(search), TODAY);

describe('the calendar URL', () => {
  it('should default to this month with every kind and done events shown', () => {
    expect(read('')).toEqual({
      view: 'month',
      date: TODAY,
      span: 'month',
      kinds: [
        'case_deadline',
        'motion_deadline',
        'hearing',
        'filing',
        'court_deadline',
        'settlement_deadline',
      ],
      hideDone: false,
    });
  });

  it('should read back what it writes', () => {
    const params = {
      view: 'agenda',
      date: '2026-02-03',
      span: 'day',
      kinds: ['hearing', 'filing'],
      hideDone: true,
    } as const;
    const search = calendarSearch(params);
    expect(search).toEqual({
      view: 'agenda',
      date: '2026-02-03',
      span: 'day',
      kinds: 'hearing,filing',
      done: 'hide',
    });
    expect(read(new URLSearchParams(search).toString())).toEqual(params);
  });

  it('should tell no kind ticked from no filter at all', () => {
    expect(read('kinds=').kinds).toEqual([]);
    expect(calendarSearch({ ...read(''), kinds: [] }).kinds).toBe('');
  });

  it('should ignore an unknown view, span or kind', () => {
    const params = read('view=year&span=decade&kinds=hearing,party');
    expect(params.view).toBe('month');
    expect(params.span).toBe('month');
    expect(params.kinds).toEqual(['hearing']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  changeListState,
  changedFilters,
  defaultListState,
  listQuery,
  parseListState,
  serializeListState,
  type ListState,
  type ListStateConfig,
} from '../list-state.ts';

const STATUSES = ['filed', 'settlement'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Stands in for the contract's query schema of a case list. */
function accepts(query: Readonly<Record<string, string>>): boolean {
  const { sort, status, dog, from, to } = query;
  if (sort !== undefined && !/^(caption|court|filedOn):(asc|desc)$/.test(sort)) return false;
  if (status !== undefined && !STATUSES.includes(status)) return false;
  if (dog !== undefined && dog !== 'true' && dog !== 'false') return false;
  if (from !== undefined && !DATE.test(from)) return false;
  if (to !== undefined && !DATE.test(to)) return false;
  return from === undefined || to === undefined || from <= to;
}

const CONFIG: ListStateConfig = {
  defaultPageSize: 10,
  defaultSort: 'filedOn:desc',
  filterParams: ['status', 'court', 'dog', 'from', 'to'],
  accepts,
};

const parse = (qs: string, config = CONFIG) => parseListState(new URLSearchParams(qs), config);
const serialize = (state: ListState, config = CONFIG, current = '') =>
  serializeListState(state, config, new URLSearchParams(current)).toString();

const VIEW: ListState = {
  page: 3,
  pageSize: 25,
  sort: 'caption:asc',
  q: 'acme corp',
  filters: { status: 'filed', court: 'S.D.N.Y.', dog: 'true', from: '2024-01-01', to: '' },
};

describe('list state in the URL', () => {
  it('should read an empty URL as the defaults', () => {
    expect(parse('')).toEqual(defaultListState(CONFIG));
    expect(parse('')).toEqual({
      page: 1,
      pageSize: 10,
      sort: 'filedOn:desc',
      q: '',
      filters: { status: '', court: '', dog: '', from: '', to: '' },
    });
  });

  it('should come back the same after a round trip', () => {
    expect(parse(serialize(VIEW))).toEqual(VIEW);
  });

  it('should leave defaults out of the URL', () => {
    expect(serialize(defaultListState(CONFIG))).toBe('');
    expect(serialize({ ...defaultListState(CONFIG), page: 2 })).toBe('page=2');
  });

  it('should write every value that differs from its default', () => {
    expect(serialize(VIEW)).toBe(
      'page=3&pageSize=25&sort=caption%3Aasc&q=acme+corp&status=filed&court=S.D.N.Y.&dog=true&from=2024-01-01',
    );
  });

  it('should keep the parameters of others and drop its own defaults', () => {
    const url = serialize(defaultListState(CONFIG), CONFIG, 'tab=2&page=4&q=old');
    expect(url).toBe('tab=2');
  });

  it.each([
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['pageSize=7', { pageSize: 10 }],
    ['pageSize=1000', { pageSize: 10 }],
    ['pageSize=50', { pageSize: 50 }],
    ['sort=judge:asc', { sort: 'filedOn:desc' }],
    ['sort=caption:up', { sort: 'filedOn:desc' }],
    ['sort=court:desc', { sort: 'court:desc' }],
  ])('should read %s as %j', (qs, expected) => {
    expect(parse(qs)).toMatchObject(expected);
  });

  it('should drop a filter value the server would refuse', () => {
    expect(parse('status=bogus&dog=maybe&court=D.N.J.').filters).toMatchObject({
      status: '',
      dog: '',
      court: 'D.N.J.',
    });
  });

  it('should drop a date range that ends before it starts', () => {
    const { filters } = parse('from=2024-05-01&to=2024-01-01&status=filed');
    expect(filters).toMatchObject({ from: '', to: '', status: '' });
  });

  it('should cut an over-long search to what the server takes', () => {
    expect(parse(`q=${'x'.repeat(250)}`).q).toHaveLength(200);
  });
});

describe('a prefixed list', () => {
  const PREFIXED: ListStateConfig = { ...CONFIG, prefix: 'entries' };

  it('should read and write only its own parameters', () => {
    const url = serialize({ ...VIEW, filters: { ...VIEW.filters, dog: '' } }, PREFIXED, 'page=9');
    expect(url).toContain('page=9&entries.page=3&entries.pageSize=25');
    expect(parse(url, PREFIXED)).toMatchObject({ page: 3, pageSize: 25, q: 'acme corp' });
    expect(parse(url, CONFIG)).toMatchObject({ page: 9, pageSize: 10, q: '' });
  });
});

describe('default filters', () => {
  const DOG: ListStateConfig = { ...CONFIG, defaultFilters: { dog: 'true' } };

  it('should apply while the URL says nothing', () => {
    expect(parse('', DOG).filters.dog).toBe('true');
    expect(serialize(defaultListState(DOG), DOG)).toBe('');
  });

  it('should be switched off by an empty value in the URL', () => {
    const off = changeListState(defaultListState(DOG), { filters: { dog: '' } });
    expect(serialize(off, DOG)).toBe('dog=');
    expect(parse('dog=', DOG).filters.dog).toBe('');
    expect(changedFilters(parse('dog=', DOG), DOG)).toEqual(['dog']);
    expect(changedFilters(parse('', DOG), DOG)).toEqual([]);
  });
});

describe('changes of the view', () => {
  it('should start again at page 1 on any change but the page', () => {
    expect(changeListState(VIEW, { q: 'bolt' })).toMatchObject({ page: 1, q: 'bolt' });
    expect(changeListState(VIEW, { sort: 'court:asc' }).page).toBe(1);
    expect(changeListState(VIEW, { pageSize: 50 }).page).toBe(1);
    expect(changeListState(VIEW, { page: 4 })).toMatchObject({ page: 4, q: 'acme corp' });
  });

  it('should merge filter changes into the others', () => {
    const next = changeListState(VIEW, { filters: { status: 'settlement' } });
    expect(next.filters).toMatchObject({ status: 'settlement', court: 'S.D.N.Y.', dog: 'true' });
  });
});

describe('listQuery', () => {
  it('should send the view with unset filters left out', () => {
    expect(listQuery(VIEW)).toEqual({
      page: 3,
      pageSize: 25,
      sort: 'caption:asc',
      q: 'acme corp',
      status: 'filed',
      court: 'S.D.N.Y.',
      dog: 'true',
      from: '2024-01-01',
    });
  });

  it('should add the fixed values, which win over the URL', () => {
    const query = listQuery({ ...VIEW, q: ' ' }, { clientId: 'CL-1', dog: false, skip: undefined });
    expect(query).toMatchObject({ clientId: 'CL-1', dog: 'false' });
    expect(query).not.toHaveProperty('q');
    expect(query).not.toHaveProperty('skip');
  });
});

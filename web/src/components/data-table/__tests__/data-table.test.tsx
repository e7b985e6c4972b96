import { caseList } from '@backoffice/core/api';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addressQuery,
  appStateRestorer,
  caseRows,
  caseServer,
  gate,
  listCalls,
  listPage,
  Refusal,
  renderCaseTable,
  LATER,
  SLOW,
} from './table-harness.tsx';

const grid = () => screen.getByRole('grid', { name: 'Cases' });
const rangeText = () => document.querySelector('.data-table__range')?.textContent;

describe('DataTable', SLOW, () => {
  let stop: () => void = () => undefined;
  let restore: () => void = () => undefined;
  beforeEach(() => {
    restore = appStateRestorer();
  });
  afterEach(() => {
    cleanup();
    stop();
    restore();
  });

  it('should show the rows of the list answer and which rows of how many they are', async () => {
    let calls: URL[];
    ({ calls, stop } = caseServer(caseRows(3)));
    renderCaseTable();
    expect(await screen.findByText('In re Case 0002', {}, LATER)).toBeTruthy();
    expect(screen.getByText('CA-0003')).toBeTruthy();
    expect(rangeText()).toBe('Rows 1–3 of 3');
    expect(grid().getAttribute('aria-rowcount')).toBe('4');
    // The user's saved page size and the contract's default order.
    expect(listCalls(calls)).toEqual([{ page: '1', pageSize: '10', sort: 'filedOn:desc' }]);
  });

  it('should ask the server for the page, size, order and search the address holds', async () => {
    let calls: URL[];
    ({ calls, stop } = caseServer(caseRows(60)));
    renderCaseTable({ url: '/cases?page=2&pageSize=25&sort=caption:desc&q=acme' });
    await screen.findByText('In re Case 0026', {}, LATER);
    expect(listCalls(calls)).toEqual([
      { page: '2', pageSize: '25', sort: 'caption:desc', q: 'acme' },
    ]);
    expect(rangeText()).toBe('Rows 26–50 of 60');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('should ask for the rows before a contract it loads has come, with nothing to check', async () => {
    let calls: URL[];
    ({ calls, stop } = caseServer(caseRows(3)));
    renderCaseTable({ list: () => new Promise<never>(() => undefined) });
    expect(await screen.findByText('In re Case 0002', {}, LATER)).toBeTruthy();
    // The default order and the sortable headers need no schema: the routes say them.
    expect(listCalls(calls)).toEqual([{ page: '1', pageSize: '10', sort: 'filedOn:desc' }]);
    expect(screen.getByRole('columnheader', { name: /Caption/ }).getAttribute('aria-sort')).toBe(
      'none',
    );
  });

  it('should wait for a contract it loads to check the address, then ask as it says', async () => {
    let calls: URL[];
    ({ calls, stop } = caseServer(caseRows(3)));
    const contract = gate();
    // `judge` is no sort of the case list: the contract refuses it, and the default applies.
    renderCaseTable({
      url: '/cases?sort=judge:asc',
      list: () => contract.wait.then(() => caseList),
    });
    await screen.findByText('Rows', { exact: false }, LATER);
    expect(listCalls(calls)).toEqual([]);
    contract.open();
    await screen.findByText('In re Case 0002', {}, LATER);
    expect(listCalls(calls)).toEqual([{ page: '1', pageSize: '10', sort: 'filedOn:desc' }]);
  });

  it('should show loading rows until the first page comes, then its rows', async () => {
    const answer = gate();
    ({ stop } = caseServer(caseRows(3), async (url) => {
      await answer.wait;
      return listPage(caseRows(3), url);
    }));
    renderCaseTable();
    const card = document.querySelector('.data-table__card');
    await waitFor(() => {
      // The header and as many loading rows as the page will have.
      expect(grid().getAttribute('aria-rowcount')).toBe('11');
    }, LATER);
    expect(card?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('In re Case 0001')).toBeNull();
    answer.open();
    await screen.findByText('In re Case 0001', {}, LATER);
    expect(grid().getAttribute('aria-rowcount')).toBe('4');
    expect(card?.getAttribute('aria-busy')).toBe('false');
  });

  it("should say the table's empty text once an answer with no rows has come", async () => {
    const answer = gate();
    ({ stop } = caseServer([], async (url) => {
      await answer.wait;
      return listPage([], url);
    }));
    renderCaseTable({ emptyText: 'No cases match.' });
    await waitFor(() => {
      expect(grid().getAttribute('aria-rowcount')).toBe('11');
    }, LATER);
    expect(screen.queryByText('No cases match.')).toBeNull();
    answer.open();
    expect(await screen.findByText('No cases match.', {}, LATER)).toBeTruthy();
    expect(rangeText()).toBe('No rows');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });

  it('should turn the page, keeping the rows seen, marked stale, until the next come', async () => {
    const rows = caseRows(25);
    const second = gate();
    let calls: URL[];
    ({ calls, stop } = caseServer(rows, async (url) => {
      if (url.searchParams.get('page') === '2') await second.wait;
      return listPage(rows, url);
    }));
    renderCaseTable();
    await screen.findByText('In re Case 0010', {}, LATER);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => {
      expect(addressQuery()).toEqual({ page: '2' });
    });
    const box = document.querySelector('.data-table__grid');
    await waitFor(() => {
      expect(box?.getAttribute('data-stale')).toBe('true');
    });
    expect(screen.getByText('In re Case 0010')).toBeTruthy();
    second.open();
    await screen.findByText('In re Case 0011', {}, LATER);
    expect(screen.queryByText('In re Case 0010')).toBeNull();
    expect(box?.getAttribute('data-stale')).toBeNull();
    expect(rangeText()).toBe('Rows 11–20 of 25');
    expect(listCalls(calls).map((q) => q.page)).toEqual(['1', '2']);
  });

  it('should change the page size from the pager, back to the first page', async () => {
    ({ stop } = caseServer(caseRows(60)));
    renderCaseTable({ url: '/cases?page=3' });
    await screen.findByText('In re Case 0021', {}, LATER);
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '50' } });
    await waitFor(() => {
      expect(addressQuery()).toEqual({ pageSize: '50' });
    });
    await waitFor(() => {
      expect(rangeText()).toBe('Rows 1–50 of 60');
    }, LATER);
  });

  it('should sort by the header clicked, from the first page', async () => {
    let calls: URL[];
    ({ calls, stop } = caseServer(caseRows(25)));
    renderCaseTable({ url: '/cases?page=2' });
    await screen.findByText('In re Case 0011', {}, LATER);
    fireEvent.click(screen.getByText('Caption'));
    await waitFor(() => {
      expect(addressQuery()).toEqual({ sort: 'caption:asc' });
    });
    await waitFor(() => {
      expect(listCalls(calls).at(-1)).toEqual({ page: '1', pageSize: '10', sort: 'caption:asc' });
    }, LATER);
    const caption = document.querySelector('[role="columnheader"][col-id="caption"]');
    await waitFor(() => {
      expect(caption?.getAttribute('aria-sort')).toBe('ascending');
    });
  });

  it('should search once the user stops typing, from the first page', async () => {
    let calls: URL[];
    ({ calls, stop } = caseServer(caseRows(25)));
    renderCaseTable({ url: '/cases?page=2' });
    await screen.findByText('In re Case 0011', {}, LATER);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'acme' } });
    expect(addressQuery()).toEqual({ page: '2' });
    await waitFor(() => {
      expect(addressQuery()).toEqual({ q: 'acme' });
    });
    await waitFor(() => {
      expect(listCalls(calls).at(-1)).toMatchObject({ page: '1', q: 'acme' });
    }, LATER);
  });

  it('should say why the rows could not be loaded and load them again on Try again', async () => {
    let refuse = true;
    ({ stop } = caseServer(caseRows(3), (url) =>
      refuse ? new Refusal(403, 'forbidden', 'Not for you') : listPage(caseRows(3), url),
    ));
    renderCaseTable();
    const failure = await screen.findByText(/The rows could not be loaded\./, {}, LATER);
    expect(failure.textContent).toContain('req-test');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('In re Case 0003', {}, LATER)).toBeTruthy();
  });
});

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { usePanelUrl } from '../use-panel-url.ts';

function inRouter(url: string) {
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
}

function usePanelAndSearch() {
  return { ...usePanelUrl('motions', 'motion'), location: useLocation() };
}

describe('the panel in the URL', () => {
  it('should read the record shown, and its edit form, from the address', () => {
    const { result } = renderHook(usePanelAndSearch, {
      wrapper: inRouter('/motions?status=open&motion=MO-0007&edit=1'),
    });
    expect(result.current.panel).toEqual({ kind: 'edit', id: 'MO-0007' });
  });

  it('should link to a record with the list’s own parameters kept', () => {
    const { result } = renderHook(usePanelAndSearch, {
      wrapper: inRouter('/motions?status=open&page=2'),
    });
    expect(result.current.panel).toEqual({ kind: 'none' });
    expect(result.current.viewHref('MO-0003')).toBe('/motions?status=open&page=2&motion=MO-0003');
  });

  it('should write the create form and then the new record into the address', () => {
    const { result } = renderHook(usePanelAndSearch, { wrapper: inRouter('/motions?page=2') });
    act(() => {
      result.current.show({ kind: 'create' });
    });
    expect(result.current.location.search).toBe('?page=2&new=1');
    act(() => {
      result.current.show({ kind: 'view', id: 'MO-0009' }, true);
    });
    expect(result.current.location.search).toBe('?page=2&motion=MO-0009');
    expect(result.current.panel).toEqual({ kind: 'view', id: 'MO-0009' });
  });
});

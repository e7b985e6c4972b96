import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast, useToastStore } from '../toast-store.ts';
import { ToastViewport } from '../ToastViewport.tsx';

describe('toasts', () => {
  beforeEach(() => {
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => {
    cleanup();
  });

  it('should be raised from anywhere and keep only the newest three', () => {
    for (const n of [1, 2, 3, 4]) toast({ tone: 'info', title: `Notice ${n}` });
    expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual([
      'Notice 2',
      'Notice 3',
      'Notice 4',
    ]);
  });

  it('should show a raised toast in the viewport and remove it with its close button', () => {
    render(<ToastViewport />);
    act(() => {
      toast({ tone: 'success', title: 'Case created', description: 'In re Acme' });
    });
    const title = screen.getByText('Case created');
    expect(screen.getByText('In re Acme')).toBeTruthy();
    expect(title.closest('.toast')?.classList.contains('toast--success')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Case created')).toBeNull();
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('should outlive the viewport that showed it, so the next screen shows it too', () => {
    const first = render(<ToastViewport />);
    act(() => {
      toast({ tone: 'error', title: 'Not deleted' });
    });
    first.unmount();
    render(<ToastViewport />);
    expect(screen.getByText('Not deleted')).toBeTruthy();
  });
});

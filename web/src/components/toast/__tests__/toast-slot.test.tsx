import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The slot and the store as a page's first screen finds them: nothing loaded yet. */
async function freshSlot() {
  const [{ ToastSlot }, { toast }] = await Promise.all([
    import('../ToastSlot.tsx'),
    import('../toast-store.ts'),
  ]);
  return { ToastSlot, toast };
}

describe('the toast slot', () => {
  beforeEach(() => {
    vi.resetModules();
  });
  afterEach(() => {
    cleanup();
    vi.doUnmock('../../../lib/when-idle.ts');
  });

  it('should show a toast raised before the viewport arrived, once it has', async () => {
    // Never idle: only the toast brings the viewport in.
    vi.doMock('../../../lib/when-idle.ts', () => ({ whenIdle: () => () => undefined }));
    const { ToastSlot, toast } = await freshSlot();
    render(<ToastSlot />);
    expect(screen.queryByRole('region')).toBeNull();
    act(() => {
      toast({ tone: 'success', title: 'Case created' });
    });
    expect(await screen.findByText('Case created')).toBeTruthy();
  });

  it('should bring the viewport in once the page is idle, with no toast raised', async () => {
    const { ToastSlot } = await freshSlot();
    render(<ToastSlot />);
    expect(await screen.findByRole('region', { name: /Notification/ })).toBeTruthy();
  });
});

/**
 * The header's lazy menus: until a chunk arrives a stand-in button takes the press. The chunk
 * may replace the button between press and release, and the browser then sends the click to
 * neither button: the press alone must open the menu once it is there.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyUserMenu } from '../../../components/header/LazyUserMenu.tsx';
import {
  appStateRestorer,
  LATER,
  SAM,
  serve,
  SLOW,
} from '../../../components/data-table/__tests__/table-harness.tsx';
import { useAppStore } from '../../../lib/store/app-store.ts';
import { AccountSlot } from '../AccountSlot.tsx';

/** A left press whose release and click land elsewhere (awaited: the chunk may suspend). */
const pressOnly = (button: HTMLElement) =>
  act(async () => {
    fireEvent.pointerDown(button, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    await Promise.resolve();
  });

describe("the header's stand-in buttons", SLOW, () => {
  afterEach(() => {
    cleanup();
  });

  it('should open the account selector on a press made before its chunk arrived', async () => {
    const restore = appStateRestorer();
    const { stop } = serve(() => ({ items: [], total: 0, page: 1, pageSize: 25 }));
    useAppStore.getState().signedIn(SAM);
    try {
      render(<AccountSlot />);
      const standIn = screen.getByRole('button', { name: /Select account/ });
      // Radix's trigger says whether it is expanded; the stand-in does not.
      expect(standIn.getAttribute('aria-expanded')).toBeNull();
      await pressOnly(standIn);
      await screen.findByRole('combobox', { name: 'Search accounts' }, LATER);
    } finally {
      stop();
      restore();
    }
  });

  it('should open the user menu on a press made before its chunk arrived', async () => {
    render(
      <MemoryRouter>
        <LazyUserMenu links={[{ label: 'Home', href: '/' }]} onLogout={() => undefined} />
      </MemoryRouter>,
    );
    const standIn = screen.getByRole('button', { name: 'More options' });
    expect(standIn.getAttribute('aria-expanded')).toBeNull();
    await pressOnly(standIn);
    await screen.findByRole('menuitem', { name: 'Logout' }, LATER);
  });
});

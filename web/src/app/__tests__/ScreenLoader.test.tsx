import { routeById } from '@backoffice/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScreenModule } from '../../lib/screen.ts';
import { SCREENS } from '../screens.ts';
import { ScreenLoader } from '../ScreenLoader.tsx';

const Dockets: ScreenModule = { default: () => <h1>Dockets screen</h1> };
const Motions: ScreenModule = { default: ({ route }) => <h1>{route.name}</h1> };

/** Each test uses its own route: loaded screens are kept for the life of the page. */
async function renderLoader(id: 'motions' | 'dockets' | 'calendar') {
  await act(async () => {
    render(
      <MemoryRouter>
        <ScreenLoader route={routeById(id)} />
      </MemoryRouter>,
    );
    await Promise.resolve();
  });
}

describe('the screen loader', () => {
  const original = { ...SCREENS };

  beforeEach(() => {
    // React reports errors its boundaries catch on the console; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    Object.assign(SCREENS, original);
    vi.useRealTimers();
    cleanup();
  });

  it('should show the screen its chunk holds, given its route', async () => {
    SCREENS.motions = () => Promise.resolve(Motions);
    await renderLoader('motions');
    expect(await screen.findByRole('heading', { name: 'Motions' })).toBeTruthy();
  });

  it('should show the load-error view when the chunk fails, and load it again on retry', async () => {
    SCREENS.dockets = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(Dockets);
    await renderLoader('dockets');
    expect(
      await screen.findByRole('heading', { name: 'Dockets could not be loaded' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'Dockets screen' })).toBeTruthy();
  });

  it('should give up on a screen that takes longer than 120 seconds', async () => {
    vi.useFakeTimers();
    SCREENS.calendar = () => new Promise<ScreenModule>(() => undefined);
    await renderLoader('calendar');
    expect(screen.getByRole('status').textContent).toContain('Loading Calendar');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_000);
    });
    expect(screen.getByRole('alert').textContent).toContain('took too long');
  });
});

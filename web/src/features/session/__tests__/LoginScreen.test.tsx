import { MESSAGES } from '@backoffice/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../lib/store/app-store.ts';
import LoginScreen from '../LoginScreen.tsx';

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <LoginScreen />
    </MemoryRouter>,
  );

describe('the login page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    cleanup();
  });

  it('should show the product name, a pending system message and a Sign in button', () => {
    useAppStore.getState().logout(MESSAGES.loggedOut);
    renderAt('/login');
    expect(screen.getByRole('heading', { name: 'Sign in to Back Office' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(MESSAGES.loggedOut);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('should send the visitor to the gateway sign-in with a same-site return address', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    useAppStore.getState().logout(MESSAGES.loggedOut);
    renderAt('/login?returnTo=%2Ftrades');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(assign).toHaveBeenCalledWith('/auth/login?returnTo=%2Ftrades');
    expect(useAppStore.getState().systemMessage).toBeNull();
  });

  it('should refuse a return address on another site', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderAt('/login?returnTo=%2F%2Fevil.example%2Fx');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(assign).toHaveBeenCalledWith('/auth/login?returnTo=%2F');
  });
});

import { MESSAGES, STORAGE_KEYS, type SessionUser } from '@backoffice/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../app-store.ts';
import { forgetLegacyToken, readPersisted } from '../persisted-state.ts';

const ada: SessionUser = {
  userId: 'u-1',
  username: 'admin',
  displayName: 'Ada Admin',
  roles: ['ROLE_ADMIN'],
  privileges: ['READ'],
  clientNames: [],
  isAdmin: true,
};

const saved = (): unknown => JSON.parse(localStorage.getItem(STORAGE_KEYS.state) ?? 'null');

describe('the app store', () => {
  beforeEach(() => {
    localStorage.clear();
    useAppStore.getState().logout();
    useAppStore.getState().clearSystemMessage();
  });

  it('should persist the user, the selected account and the system message under vuex', () => {
    useAppStore.getState().signedIn(ada);
    useAppStore.getState().selectAccount({ id: '1001', name: 'Acme Pension Fund' });
    expect(saved()).toEqual({
      state: {
        user: ada,
        selectedAccount: { id: '1001', name: 'Acme Pension Fund' },
        systemMessage: null,
        tableColumns: {},
      },
      version: 1,
    });
  });

  it('should never write a token, neither under its own key nor inside the state', () => {
    useAppStore.getState().signedIn(ada);
    useAppStore.getState().logout(MESSAGES.loggedOut);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(Object.keys(localStorage)).toEqual([STORAGE_KEYS.state]);
    expect(localStorage.getItem(STORAGE_KEYS.state)).not.toMatch(/token/i);
  });

  it('should keep UI and session status out of storage', () => {
    useAppStore.getState().toggleMobileMenu();
    useAppStore.getState().setBackendStatus('down');
    expect(Object.keys((saved() as { state: object }).state).sort()).toEqual([
      'selectedAccount',
      'systemMessage',
      'tableColumns',
      'user',
    ]);
  });

  it('should reset the user and account and set the message on logout', () => {
    useAppStore.getState().signedIn(ada);
    useAppStore.getState().selectAccount({ id: '7', name: 'Seven' });
    useAppStore.getState().logout(MESSAGES.loggedOut);
    const state = useAppStore.getState();
    expect(state.user).toBeNull();
    expect(state.selectedAccount).toBeNull();
    expect(state.systemMessage).toBe(MESSAGES.loggedOut);
    expect(state.sessionStatus).toBe('leaving');
  });

  it('should toggle the compact menu and close it on navigation', () => {
    useAppStore.getState().toggleMobileMenu();
    expect(useAppStore.getState().mobileMenuOpen).toBe(true);
    useAppStore.getState().closeMobileMenu();
    expect(useAppStore.getState().mobileMenuOpen).toBe(false);
  });

  it('should carry over the earlier build’s flat state without its token fields', () => {
    const legacy = {
      token: 'Bearer abc',
      accessToken: 'abc',
      user: { userId: 'x', username: 'old', roles: [] },
      selectedAccount: { id: 42, name: 'Legacy Account' },
      systemMessage: 'Hello',
      baseURL: '/api/v1',
    };
    expect(readPersisted(legacy)).toEqual({
      user: null,
      selectedAccount: { id: '42', name: 'Legacy Account' },
      systemMessage: 'Hello',
      tableColumns: {},
    });
  });

  it('should ignore stored values of the wrong shape', () => {
    expect(
      readPersisted({ state: { user: 'admin', selectedAccount: [1], systemMessage: 3 } }),
    ).toEqual({
      user: null,
      selectedAccount: null,
      systemMessage: null,
      tableColumns: {},
    });
    expect(readPersisted('garbage')).toEqual({
      user: null,
      selectedAccount: null,
      systemMessage: null,
      tableColumns: {},
    });
  });

  it("should keep each user's column choices per table under vuex, and drop malformed ones", () => {
    useAppStore.getState().chooseColumn('u1/Staged files', 'custodian', false);
    useAppStore.getState().chooseColumn('u1/Staged files', 'validRowCount', true);
    expect((saved() as { state: { tableColumns: unknown } }).state.tableColumns).toEqual({
      'u1/Staged files': { custodian: false, validRowCount: true },
    });
    expect(
      readPersisted({ state: { tableColumns: { a: { x: true, y: 'no' }, b: 3 } } }).tableColumns,
    ).toEqual({ a: { x: true } });
  });

  it('should remove a token left by the earlier build', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'Bearer old');
    forgetLegacyToken();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

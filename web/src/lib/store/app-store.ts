/**
 * The state several screens share: the session user (as the gateway reports it), the selected
 * account, the pending system message and shell UI state. Server data does not live here.
 */
import { STORAGE_KEYS, type SessionUser } from '@backoffice/core';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { clearDrafts } from '../form/drafts.ts';
import {
  PERSISTED_VERSION,
  persistStorage,
  type PersistedState,
  type SelectedAccount,
} from './persisted-state.ts';

/**
 * `pending` until `/auth/session` answers; `unavailable` when it could not be asked; `leaving`
 * after a logout, while the browser is on its way out (nothing may send it to sign in then).
 */
export type SessionStatus = 'pending' | 'signed-in' | 'signed-out' | 'leaving' | 'unavailable';
export type BackendStatus = 'unknown' | 'up' | 'down';

export interface AppState extends PersistedState {
  sessionStatus: SessionStatus;
  backendStatus: BackendStatus;
  mobileMenuOpen: boolean;
  openMenuGroup: string | null;
  signedIn: (user: SessionUser) => void;
  signedOut: () => void;
  sessionUnavailable: () => void;
  /**
   * The spec's logout: user and system message reset, then `message` if one applies. Without a
   * message it is the user's own logout, which also clears their unsaved form drafts.
   */
  logout: (message?: string) => void;
  clearSystemMessage: () => void;
  selectAccount: (account: SelectedAccount | null) => void;
  setBackendStatus: (status: BackendStatus) => void;
  toggleMobileMenu: () => void;
  closeMobileMenu: () => void;
  setOpenMenuGroup: (group: string | null) => void;
  /** Remembers whether one column of one table is shown (`table`: `<user id>/<table>`). */
  chooseColumn: (table: string, columnId: string, shown: boolean) => void;
}

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      user: null,
      selectedAccount: null,
      systemMessage: null,
      tableColumns: {},
      sessionStatus: 'pending',
      backendStatus: 'unknown',
      mobileMenuOpen: false,
      openMenuGroup: null,
      signedIn: (user) => {
        set({ user, sessionStatus: 'signed-in' });
      },
      signedOut: () => {
        set({ user: null, sessionStatus: 'signed-out' });
      },
      sessionUnavailable: () => {
        set({ sessionStatus: 'unavailable' });
      },
      logout: (message) => {
        // The selected account goes too: the next person at this browser may be someone else.
        // So do unsaved form drafts, but only when the user chose to leave (no message): when
        // the session ended under them (401, failed probe) they sign in again to finish, and
        // drafts are keyed by user id, so someone else signing in never sees them.
        if (message === undefined) clearDrafts();
        set({
          user: null,
          selectedAccount: null,
          systemMessage: message ?? null,
          sessionStatus: 'leaving',
          mobileMenuOpen: false,
        });
      },
      clearSystemMessage: () => {
        set({ systemMessage: null });
      },
      selectAccount: (selectedAccount) => {
        set({ selectedAccount });
      },
      setBackendStatus: (backendStatus) => {
        set({ backendStatus });
      },
      toggleMobileMenu: () => {
        set((state) => ({ mobileMenuOpen: !state.mobileMenuOpen }));
      },
      closeMobileMenu: () => {
        set({ mobileMenuOpen: false });
      },
      setOpenMenuGroup: (openMenuGroup) => {
        set({ openMenuGroup });
      },
      chooseColumn: (table, columnId, shown) => {
        set(({ tableColumns }) => ({
          tableColumns: { ...tableColumns, [table]: { ...tableColumns[table], [columnId]: shown } },
        }));
      },
    }),
    {
      name: STORAGE_KEYS.state,
      version: PERSISTED_VERSION,
      storage: persistStorage,
      partialize: ({ user, selectedAccount, systemMessage, tableColumns }): PersistedState => ({
        user,
        selectedAccount,
        systemMessage,
        tableColumns,
      }),
    },
  ),
);

export type { SelectedAccount };

/**
 * What the store keeps in localStorage under the spec's key `vuex`, so a browser that used the
 * earlier build keeps its saved state. Anything read back is checked field by field, and the
 * earlier build's token fields are never carried over: the gateway holds the tokens now.
 */
import { STORAGE_KEYS, type SessionUser } from '@backoffice/core';
import type { PersistStorage } from 'zustand/middleware';
import { isSessionUser } from '../session-user-guard.ts';

export interface SelectedAccount {
  id: string;
  name: string;
}

/** Per user and table (`<user id>/<table>`): the columns shown (true) or hidden (false). */
export type TableColumnChoices = Readonly<Record<string, Readonly<Record<string, boolean>>>>;

export interface PersistedState {
  user: SessionUser | null;
  selectedAccount: SelectedAccount | null;
  systemMessage: string | null;
  tableColumns: TableColumnChoices;
}

export const PERSISTED_VERSION = 1;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readAccount(value: unknown): SelectedAccount | null {
  if (!isRecord(value)) return null;
  const { id, name } = value;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof name !== 'string') return null;
  return { id: String(id), name };
}

function readTableColumns(value: unknown): TableColumnChoices {
  if (!isRecord(value)) return {};
  const choices: Record<string, Record<string, boolean>> = {};
  for (const [table, columns] of Object.entries(value)) {
    if (!isRecord(columns)) continue;
    const shown = Object.entries(columns).filter(
      (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
    );
    choices[table] = Object.fromEntries(shown);
  }
  return choices;
}

/** Accepts our own `{ state, version }` envelope and the earlier build's flat Vuex state. */
export function readPersisted(saved: unknown): PersistedState {
  const state = isRecord(saved) && isRecord(saved.state) ? saved.state : saved;
  if (!isRecord(state)) {
    return { user: null, selectedAccount: null, systemMessage: null, tableColumns: {} };
  }
  return {
    user: isSessionUser(state.user) ? state.user : null,
    selectedAccount: readAccount(state.selectedAccount),
    systemMessage: typeof state.systemMessage === 'string' ? state.systemMessage : null,
    tableColumns: readTableColumns(state.tableColumns),
  };
}

export const persistStorage: PersistStorage<PersistedState> = {
  getItem(name) {
    const text = localStorage.getItem(name);
    if (text === null) return null;
    try {
      return { state: readPersisted(JSON.parse(text)), version: PERSISTED_VERSION };
    } catch {
      return null;
    }
  },
  setItem(name, value) {
    localStorage.setItem(name, JSON.stringify(value));
  },
  removeItem(name) {
    localStorage.removeItem(name);
  },
};

/** The earlier build kept a bearer token under `token`; nothing of ours writes it, so drop it. */
export function forgetLegacyToken(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
}

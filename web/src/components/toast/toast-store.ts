/**
 * Short notices ("Case created") that outlive the screen that raised them: a global store, read
 * by the viewport every screen renders (see screen/define-screen.tsx). `toast()` works anywhere,
 * also outside React.
 */
import { create } from 'zustand';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastInput {
  tone: ToastTone;
  title: string;
  description?: string;
}

export interface ToastItem extends ToastInput {
  id: number;
}

/** Older notices give way: a pile of them is read by nobody. */
const MAX_TOASTS = 3;

interface ToastState {
  toasts: ToastItem[];
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  dismiss: (id) => {
    set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
  },
}));

/** Shows a notice; returns its id (for `dismissToast`). */
export function toast(input: ToastInput): number {
  const id = nextId++;
  useToastStore.setState((state) => ({
    toasts: [...state.toasts, { ...input, id }].slice(-MAX_TOASTS),
  }));
  return id;
}

export function dismissToast(id: number): void {
  useToastStore.getState().dismiss(id);
}

import type { ComponentType } from 'react';
import { QueryProvider } from '../../lib/api/QueryProvider.tsx';
import type { ScreenProps } from '../../lib/screen.ts';
import { ToastSlot } from '../toast/ToastSlot.tsx';

/**
 * What every data screen's module exports as its default: the screen inside the providers the
 * kit needs (the shared query cache, the toasts). They live here, in the lazy chunks, not in the
 * shell; the toasts themselves are in a global store, so they outlive the screen that raised them
 * (and wait there for their viewport's chunk: see ToastSlot).
 */
export function defineScreen(Screen: ComponentType<ScreenProps>): ComponentType<ScreenProps> {
  function KitScreen(props: ScreenProps) {
    return (
      <QueryProvider>
        <Screen {...props} />
        <ToastSlot />
      </QueryProvider>
    );
  }
  KitScreen.displayName = `Screen(${Screen.displayName ?? Screen.name})`;
  return KitScreen;
}

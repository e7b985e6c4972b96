/**
 * Where the toasts show. Their viewport (Radix Toast, about 7 KB gzip) is a chunk of its own,
 * fetched once the page is idle or as soon as a toast is raised, instead of with the first
 * screen: a toast raised before it arrived waits in the store and shows when it has. If the
 * chunk cannot be loaded, the next toast tries again; the screen never breaks over it.
 */
import { createElement, useEffect, useState, type ComponentType } from 'react';
import { ErrorBoundary } from '../feedback/ErrorBoundary.tsx';
import { loadPerAttempt, useLoaded } from '../../lib/use-loaded.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { useToastStore } from './toast-store.ts';

interface ViewportModule {
  ToastViewport: ComponentType;
}

const viewport = loadPerAttempt<ViewportModule>(() => import('./ToastViewport.tsx'));

function LoadedViewport({ attempt }: { attempt: number }) {
  const loaded = useLoaded(viewport.load(attempt));
  return loaded ? createElement(loaded.ToastViewport) : null;
}

/** After a failed load: a new toast starts the next attempt. */
function RetryOnNextToast({ retry }: { retry: () => void }) {
  const newest = useToastStore((s) => s.toasts.at(-1)?.id);
  const [failedWith] = useState(newest);
  useEffect(() => {
    if (newest !== undefined && newest !== failedWith) retry();
  }, [newest, failedWith, retry]);
  return null;
}

export function ToastSlot() {
  const raised = useToastStore((s) => s.toasts.length > 0);
  // A screen after the first finds the viewport already loaded (or on its way): no wait.
  const [wanted, setWanted] = useState(() => viewport.started());
  const [attempt, setAttempt] = useState(0);

  useEffect(
    () =>
      whenIdle(() => {
        setWanted(true);
      }),
    [],
  );

  if (!wanted && !raised) return null;
  const retry = () => {
    setAttempt((n) => n + 1);
  };
  return (
    <ErrorBoundary key={attempt} fallback={() => <RetryOnNextToast retry={retry} />}>
      <LoadedViewport attempt={attempt} />
    </ErrorBoundary>
  );
}

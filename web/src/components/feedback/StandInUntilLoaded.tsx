import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary.tsx';

/**
 * A lazily loaded part (`children`, made with React's `lazy`) and what stands in for it while
 * its chunk loads, and for good should the chunk fail to load: the page never breaks over one.
 */
export function StandInUntilLoaded({
  standIn,
  children,
}: {
  standIn: ReactNode;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary fallback={() => standIn}>
      <Suspense fallback={standIn}>{children}</Suspense>
    </ErrorBoundary>
  );
}

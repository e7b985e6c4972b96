/**
 * A lookup filter's box and its chip's name for the table (LookupInput.tsx), a chunk of their
 * own fetched when a table with a lookup filter draws: most lists, the Case List among them,
 * have none. Until it arrives the same box stands in, and the chip shows the record's id, as
 * the loaded label does until the name has been read. Should the chunk fail to load, the
 * stand-ins stay (the box can still be cleared): the table never breaks the page.
 */
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../feedback/ErrorBoundary.tsx';
import type { LookupInputProps } from './LookupInput.tsx';
import type { LookupSource } from './lookup-source.ts';
import './lookup.css';

const LookupInput = lazy(() =>
  import('./LookupInput.tsx').then((m) => ({ default: m.LookupInput })),
);
const LookupLabel = lazy(() =>
  import('./LookupInput.tsx').then((m) => ({ default: m.LookupLabel })),
);

/** LookupInput's box as it first draws: the chosen id, and the clear button beside it. */
function StandIn({ id, label, source, value, onChange }: LookupInputProps) {
  return (
    <div className="lookup">
      <input
        id={id}
        className="data-table__input lookup__input"
        placeholder={source.placeholder}
        autoComplete="off"
        value={value}
        readOnly
      />
      {value ? (
        <button
          type="button"
          className="lookup__clear"
          aria-label={`Clear ${label}`}
          title={`Clear ${label}`}
          onClick={() => {
            onChange('');
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}

export function LazyLookupInput(props: LookupInputProps) {
  const standIn = <StandIn {...props} />;
  return (
    <ErrorBoundary fallback={() => standIn}>
      <Suspense fallback={standIn}>
        <LookupInput {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

export function LazyLookupLabel({ source, value }: { source: LookupSource; value: string }) {
  return (
    <ErrorBoundary fallback={() => value}>
      <Suspense fallback={value}>
        <LookupLabel source={source} value={value} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * A lookup filter's box and its chip's name for the table (LookupInput.tsx), a chunk of their
 * own fetched when a table with a lookup filter draws: most lists, the Case List among them,
 * have none. Until it arrives the same box stands in, and the chip shows the record's id, as
 * the loaded label does until the name has been read. Should the chunk fail to load, the
 * stand-ins stay (the box can still be cleared): the table never breaks the page.
 */
import { lazy } from 'react';
import { StandInUntilLoaded } from '../feedback/StandInUntilLoaded.tsx';
import type { LookupInputProps } from './LookupInput.tsx';
import { LookupClear } from './LookupClear.tsx';
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
        <LookupClear
          label={label}
          onClear={() => {
            onChange('');
          }}
        />
      ) : null}
    </div>
  );
}

export function LazyLookupInput(props: LookupInputProps) {
  return (
    <StandInUntilLoaded standIn={<StandIn {...props} />}>
      <LookupInput {...props} />
    </StandInUntilLoaded>
  );
}

export function LazyLookupLabel({ source, value }: { source: LookupSource; value: string }) {
  return (
    <StandInUntilLoaded standIn={value}>
      <LookupLabel source={source} value={value} />
    </StandInUntilLoaded>
  );
}

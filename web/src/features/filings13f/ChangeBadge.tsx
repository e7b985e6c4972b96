/** A position's change since the filer's previous quarter, as a coloured word. */
import type { FilingPosition } from '@backoffice/core/api';
import { toneClass, type Tone } from '../../components/feedback/tone.ts';

const LABELS: Record<FilingPosition['change'], string> = {
  NEW: 'New',
  INCREASED: 'Increased',
  DECREASED: 'Decreased',
  UNCHANGED: 'Unchanged',
  CLOSED: 'Closed',
};

const TONES: Partial<Record<FilingPosition['change'], Tone>> = {
  NEW: 'success',
  INCREASED: 'success',
  DECREASED: 'warning',
  CLOSED: 'error',
};

export const changeLabel = (change: FilingPosition['change']) => LABELS[change];

export function ChangeBadge({ change }: { change: FilingPosition['change'] }) {
  return (
    <span className={`f13-badge f13-badge--${change}${toneClass(TONES[change])}`}>
      {LABELS[change]}
    </span>
  );
}

export function ClientBadge() {
  return <span className="f13-badge f13-badge--client tone--success">Client</span>;
}

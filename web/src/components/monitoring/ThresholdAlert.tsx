/**
 * The alert a monitored client raises where its loss in a case meets its threshold: beside the
 * client in a case's ranking, beside the case in the client's losses.
 */
import { toneClass } from '../feedback/tone.ts';

export const THRESHOLD_ALERT = 'Above threshold';

export function ThresholdAlert({ above }: { above: boolean }) {
  if (!above) return null;
  return <span className={`status-badge${toneClass('warning')}`}>{THRESHOLD_ALERT}</span>;
}

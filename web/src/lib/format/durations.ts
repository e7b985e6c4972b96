/** How spans of time read: "in 7 h 12 min" for what is ahead, "1:05" for a video's length. */

const MINUTE = 60_000;

/** `in 7 h 12 min`, `in 3 min`, `in less than a minute`, or `ended` once past. */
export function formatTimeLeft(untilMs: number, nowMs: number): string {
  const left = untilMs - nowMs;
  if (left <= 0) return 'ended';
  const minutes = Math.floor(left / MINUTE);
  if (minutes < 1) return 'in less than a minute';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [
    days > 0 ? `${String(days)} d` : '',
    hours > 0 ? `${String(hours)} h` : '',
    // Past a day, minutes say little.
    rest > 0 && days === 0 ? `${String(rest)} min` : '',
  ].filter(Boolean);
  return `in ${parts.join(' ')}`;
}

/** `0:09`, `12:30`, `1:02:03`: a media duration in whole seconds, as players show it. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${String(h)}:${String(m).padStart(2, '0')}:${s}` : `${String(m)}:${s}`;
}

/** `30 minutes`, `1 hour`, `90 seconds`: a configured lifetime, in its largest whole unit. */
export function formatSpan(totalSeconds: number): string {
  const unit = (n: number, word: string) => `${String(n)} ${word}${n === 1 ? '' : 's'}`;
  if (totalSeconds % 3600 === 0) return unit(totalSeconds / 3600, 'hour');
  if (totalSeconds % 60 === 0) return unit(totalSeconds / 60, 'minute');
  return unit(totalSeconds, 'second');
}

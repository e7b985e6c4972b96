import type { KeyboardEvent, PointerEvent } from 'react';

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * The handlers of a button standing in for a lazy chunk's trigger until the chunk arrives. It
 * answers the press (a plain left press, or Enter, Space or the down arrow), not the click: the
 * chunk may replace the button between press and release, and the browser then sends the click
 * to neither button, so a click handler would lose the press.
 */
export function standInPress(open: () => void) {
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.button === 0 && !event.ctrlKey) open();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (OPEN_KEYS.has(event.key)) open();
    },
  };
}

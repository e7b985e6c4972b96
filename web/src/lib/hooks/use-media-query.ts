import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; follows it as the window changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => {
        list.removeEventListener('change', onChange);
      };
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** Below 640 px wide the tables leave out their `hideOnPhone` columns. */
export const PHONE_QUERY = '(max-width: 639.98px)';

/** A user who asks for less motion: nothing on screen moves by itself. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

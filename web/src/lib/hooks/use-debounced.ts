import { useEffect, useState } from 'react';

/**
 * The value once it has stood still for `ms`: a search asks the server once per pause. Compared
 * by its JSON, so a span rebuilt at each render with the same dates does not restart the wait.
 */
export function useDebounced<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(JSON.parse(key) as T);
    }, ms);
    return () => {
      clearTimeout(timer);
    };
  }, [key, ms]);
  return settled;
}

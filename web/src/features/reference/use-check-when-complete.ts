/**
 * Checks a field once its value has the full length (an identifier typed to its last digit), so
 * a wrong check digit shows while the user is still on it; before that, the usual check on
 * submit applies. Shorter again, a message already shown stays until the value is fixed.
 */
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

export function useCheckWhenComplete(name: string, length: number): void {
  const { trigger } = useFormContext();
  const value: unknown = useWatch({ name });
  const complete = typeof value === 'string' && value.trim().length >= length;
  useEffect(() => {
    if (complete) void trigger(name);
  }, [complete, value, name, trigger]);
}

/**
 * Keeps what the user typed in sessionStorage (see lib/form/drafts.ts) while it differs from the
 * form's defaults, restores it when the same person opens the same form again, and forgets it
 * once saved or discarded.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { draftGeneration, loadDraft, removeDraft, saveDraft } from '../../lib/form/drafts.ts';
import { sameValues, submissionKey, type Submission } from '../../lib/form/submission-key.ts';
import { useAppStore } from '../../lib/store/app-store.ts';

const SAVE_DELAY_MS = 400;

export interface FormDraft {
  /** The form opened with input restored from an earlier visit (and it was not discarded). */
  restored: boolean;
  /** Back to the form's defaults; the draft is gone. */
  discard: () => void;
  /** Writes a pending save now (before a request that may end the session). */
  flush: () => void;
  /** After a successful save: the draft is no longer needed. */
  clear: () => void;
  /** The Idempotency-Key to send these values with (see lib/form/drafts.ts). */
  submissionKey: (values: unknown) => string;
}

/**
 * Only what the form declares (its defaults and its schema's fields): a draft from an older
 * version of the form must not add fields, and a field without a default (a select left on
 * "Choose…") must not be dropped.
 */
function declaredPart(
  draft: Record<string, unknown>,
  defaults: object,
  fields: readonly string[],
): Record<string, unknown> {
  const declared = new Set([...Object.keys(defaults), ...fields]);
  return Object.fromEntries([...declared].flatMap((k) => (k in draft ? [[k, draft[k]]] : [])));
}

export function useFormDraft<In extends FieldValues, Out extends FieldValues>(
  form: UseFormReturn<In, unknown, Out>,
  draftKey: string | undefined,
  /** The schema's field names, beyond those with a default. */
  fields: readonly string[] = [],
): FormDraft {
  const userId = useAppStore((s) => s.user?.userId);
  const [initial] = useState(() => (draftKey && userId ? loadDraft(userId, draftKey) : null));
  const [restored, setRestored] = useState(initial !== null);
  const pending = useRef<{ flush: () => void; cancel: () => void } | null>(null);
  const submission = useRef<Submission | null>(null);

  // Once, on opening: later changes of the draft are the user's own.
  const applied = useRef(false);
  useLayoutEffect(() => {
    if (!initial || applied.current) return;
    applied.current = true;
    const defaults = form.control._defaultValues;
    const values = { ...defaults, ...declaredPart(initial, defaults, fields) } as DefaultValues<In>;
    form.reset(values, { keepDefaultValues: true });
  }, [form, initial, fields]);

  useEffect(() => {
    if (!draftKey || !userId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let generation = draftGeneration();
    const write = () => {
      timer = undefined;
      // A deliberate logout since the edit cleared every draft: do not write this one back.
      if (generation !== draftGeneration()) return;
      const values = form.getValues();
      if (sameValues(values, form.control._defaultValues)) {
        removeDraft(userId, draftKey);
      } else {
        saveDraft(userId, draftKey, values);
      }
    };
    const flush = () => {
      if (timer !== undefined) {
        clearTimeout(timer);
        write();
      }
    };
    const cancel = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    pending.current = { flush, cancel };
    const subscription = form.watch(() => {
      clearTimeout(timer);
      generation = draftGeneration();
      timer = setTimeout(write, SAVE_DELAY_MS);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      flush();
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      pending.current = null;
    };
  }, [form, userId, draftKey]);

  return {
    restored,
    discard() {
      pending.current?.cancel();
      if (draftKey && userId) removeDraft(userId, draftKey);
      form.reset();
      setRestored(false);
    },
    flush() {
      pending.current?.flush();
    },
    clear() {
      pending.current?.cancel();
      if (draftKey && userId) removeDraft(userId, draftKey);
      submission.current = null;
      setRestored(false);
    },
    submissionKey(values) {
      return submissionKey(
        values,
        draftKey && userId ? { userId, draftKey } : { kept: submission },
      );
    },
  };
}

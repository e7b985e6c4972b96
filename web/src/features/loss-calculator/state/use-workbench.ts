/**
 * The workbench's state, restored from this tab's draft (per user) and saved back a moment
 * after each change, so a reload keeps typed trades. A very large set of trades may not fit in
 * sessionStorage; it is then simply not kept (its source can load it again).
 */
import { useCallback, useEffect, useState } from 'react';
import { loadDraft, removeDraft, saveDraft } from '../../../lib/form/drafts.ts';
import { useAppStore } from '../../../lib/store/app-store.ts';
import { draftOf, EMPTY_WORKBENCH, workbenchOf, type Workbench } from './workbench.ts';

export const WORKBENCH_DRAFT = 'loss-calculator:workbench';
const SAVE_DELAY_MS = 500;

export interface WorkbenchApi {
  workbench: Workbench;
  /** Whether it opened with a draft from an earlier visit. */
  restored: boolean;
  update: (change: Partial<Workbench> | ((current: Workbench) => Partial<Workbench>)) => void;
  reset: () => void;
}

export function useWorkbench(): WorkbenchApi {
  const userId = useAppStore((s) => s.user?.userId);
  const [initial] = useState(() => (userId ? loadDraft(userId, WORKBENCH_DRAFT) : null));
  const [workbench, setWorkbench] = useState(() => workbenchOf(initial));

  useEffect(() => {
    if (!userId) return;
    const timer = setTimeout(() => {
      if (workbench === EMPTY_WORKBENCH) removeDraft(userId, WORKBENCH_DRAFT);
      else saveDraft(userId, WORKBENCH_DRAFT, draftOf(workbench));
    }, SAVE_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [userId, workbench]);

  const update = useCallback<WorkbenchApi['update']>((change) => {
    setWorkbench((current) => ({
      ...current,
      ...(typeof change === 'function' ? change(current) : change),
    }));
  }, []);
  const reset = useCallback(() => {
    setWorkbench(EMPTY_WORKBENCH);
  }, []);

  return { workbench, restored: initial !== null, update, reset };
}

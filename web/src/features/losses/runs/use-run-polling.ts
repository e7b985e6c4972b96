/**
 * Progress comes from the API, so it survives a reload: every read of runs is asked again each
 * second while what it last answered holds a queued or running run, and no longer once none is.
 * Set as the defaults of those reads, so the list's own table polls without knowing about it.
 */
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { LossRun } from '@backoffice/core/api';
import { holdsActiveRun, isActive, POLL_MS } from './run-status.ts';

const whileActive = (query: Query) => (holdsActiveRun(query.state.data) ? POLL_MS : false);

export function usePollRunsWhileActive(): void {
  const client = useQueryClient();
  // Before the table below first reads (its query takes the defaults when it is made).
  useState(() => {
    for (const id of ['listLossRuns', 'getLossRun'] as const) {
      client.setQueryDefaults(['api', id], { refetchInterval: whileActive });
    }
    return true;
  });
}

/**
 * As a run moves on, what is derived from it is read again: its result lines while they are
 * written, and the loss overview and reports once it has finished.
 */
export function useRefreshWithRun(run: LossRun | undefined): void {
  const client = useQueryClient();
  const id = run?.id ?? '';
  const step = run ? `${run.status}:${String(run.progress.done)}` : '';
  const finished = run ? !isActive(run.status) : false;
  // The step first seen needs nothing: the reads beside it are fresh.
  const seen = useRef({ id, step });
  useEffect(() => {
    const before = seen.current;
    seen.current = { id, step };
    if (!id || before.id !== id || before.step === step) return;
    void client.invalidateQueries({ queryKey: ['api', 'listLossResults', { id }] });
    if (finished) {
      void client.invalidateQueries({ queryKey: ['api', 'getLossOverview'] });
      void client.invalidateQueries({ queryKey: ['api', 'getLossReport'] });
    }
  }, [client, id, step, finished]);
}

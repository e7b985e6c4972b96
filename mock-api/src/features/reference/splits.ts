/**
 * A security's stock splits (corporate actions): listed oldest first, and recorded one at a
 * time by staff who may create records, as securities are (core `splitProblem` decides what may be recorded). Closes stay as
 * traded; the drop finders read splits to compare closes across them (store/prices.ts).
 */
import { splitProblem } from '@backoffice/core/domain';
import { ApiError, notFound } from '../../domain/api-error.ts';
import type { HandlersOf } from '../handler.ts';

export const splitHandlers: HandlersOf<'listSecuritySplits' | 'createSecuritySplit'> = {
  listSecuritySplits: (call) => {
    const security = call.store.securities.get(call.params.id);
    if (!security) throw notFound('security', call.params.id);
    const items = call.store.splits
      .all()
      .filter((s) => s.securityId === security.id)
      .sort((a, b) => (a.date < b.date ? -1 : 1));
    return { securityId: security.id, items };
  },
  createSecuritySplit: (call) => {
    const security = call.store.securities.get(call.params.id);
    if (!security) throw notFound('security', call.params.id);
    const existing = call.store.splits.all().filter((s) => s.securityId === security.id);
    const problem = splitProblem(call.body, existing);
    if (problem)
      throw new ApiError(
        problem.startsWith('the security already') ? 'conflict' : 'unprocessable',
        `Cannot record the split: ${problem}`,
        [
          {
            location: 'body',
            field:
              problem.startsWith('the ratio') || problem.startsWith('a ratio') ? 'ratio' : 'date',
            message: problem,
          },
        ],
      );
    return call.store.splits.put({
      id: call.store.splits.nextId(),
      securityId: security.id,
      date: call.body.date,
      ratio: call.body.ratio,
    });
  },
};

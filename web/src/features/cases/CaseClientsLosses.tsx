/**
 * The case's clients and their losses: the case's loss run (start one, watch it) and the
 * clients ranked from its latest completed run.
 */
import { CaseLossRanking } from './CaseLossRanking.tsx';
import { CaseLossRun } from './CaseLossRun.tsx';

export function CaseClientsLosses({ caseId }: { caseId: string }) {
  return (
    <div className="case-stack">
      <CaseLossRun caseId={caseId} />
      <CaseLossRanking caseId={caseId} />
    </div>
  );
}

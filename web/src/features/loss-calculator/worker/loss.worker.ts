/**
 * The calculator's worker: evaluates a large input away from the page, so typing in a form of
 * 100,000 trades stays smooth while the engine works. Its own entry of the web build, found by
 * the page through index.html (see loss-worker-client.ts).
 */
import { evaluate } from '../evaluation/evaluate.ts';
import type { WorkerReply, WorkerRequest } from './worker-messages.ts';
import { packOutput, unpackInput } from './worker-pack.ts';

/** The little of a dedicated worker's global scope used here (the DOM typings lack it). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (reply: WorkerReply, transfer?: Transferable[]) => void;
}

const scope = globalThis as unknown as WorkerScope;

scope.onmessage = ({ data }) => {
  try {
    const evaluation = evaluate(unpackInput(data.input));
    if (!evaluation.output) {
      scope.postMessage({ id: data.id, output: null, problems: evaluation.problems });
      return;
    }
    const { packed, transfer } = packOutput(evaluation.output);
    scope.postMessage({ id: data.id, output: packed, problems: [] }, transfer);
  } catch (error) {
    scope.postMessage({
      id: data.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
};

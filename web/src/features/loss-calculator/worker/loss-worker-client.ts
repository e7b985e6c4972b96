/**
 * Evaluates an input in the calculator's worker when it is large, on the page when it is small
 * (copying a few trades to a worker costs more than computing them) or when there is no worker
 * (a development build without it, a browser that refuses it). Only the latest request's answer
 * matters: an older one still running is ignored when it ends.
 */
import type { LossInput } from '@backoffice/core/loss';
import { evaluate, type Evaluation } from '../evaluation/evaluate.ts';
import type { WorkerReply, WorkerRequest } from './worker-messages.ts';
import { packInput, unpackOutput } from './worker-pack.ts';

/** Measured: below this many trades the page computes in well under a frame. */
export const WORKER_THRESHOLD = 2_000;

const WORKER_META = 'meta[name="worker:loss"]';

let worker: Worker | null | undefined;
let nextId = 1;
const waiting = new Map<number, (reply: WorkerReply) => void>();

function theWorker(): Worker | null {
  if (worker !== undefined) return worker;
  const url = document.querySelector<HTMLMetaElement>(WORKER_META)?.content;
  try {
    worker = url ? new Worker(url, { type: 'module', name: 'loss-calculator' }) : null;
  } catch {
    worker = null;
  }
  worker?.addEventListener('message', ({ data }: MessageEvent<WorkerReply>) => {
    waiting.get(data.id)?.(data);
    waiting.delete(data.id);
  });
  // A worker that cannot start (blocked, failed to load): its requests fail, the next run inline.
  worker?.addEventListener('error', () => {
    for (const [id, answer] of waiting)
      answer({ id, error: 'The calculator could not start its worker' });
    waiting.clear();
    worker = null;
  });
  return worker;
}

export function evaluateSomewhere(input: LossInput): Promise<Evaluation> {
  const target = input.trades.length >= WORKER_THRESHOLD ? theWorker() : null;
  if (!target) return Promise.resolve().then(() => evaluate(input));
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, (reply) => {
      if ('error' in reply) reject(new Error(reply.error));
      else if (reply.output) resolve({ output: unpackOutput(reply.output, input), problems: [] });
      else resolve({ output: null, problems: reply.problems });
    });
    const { packed, transfer } = packInput(input);
    const request: WorkerRequest = { id, input: packed };
    target.postMessage(request, transfer);
  });
}

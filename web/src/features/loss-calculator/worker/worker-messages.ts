/** What the page and the calculator's worker say to each other: inputs and answers as columns. */
import type { Located } from '../evaluation/evaluate.ts';
import type { PackedInput, PackedOutput } from './worker-pack.ts';

export interface WorkerRequest {
  id: number;
  input: PackedInput;
}

export type WorkerReply =
  | { id: number; output: PackedOutput; problems: [] }
  | { id: number; output: null; problems: Located[] }
  | { id: number; error: string };

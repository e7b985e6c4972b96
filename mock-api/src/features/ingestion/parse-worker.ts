/**
 * The file reader's worker: reads one file at a time into records, off the API's thread. A
 * file past a limit comes back refused, naming the limit; any other failure as failed. Should
 * the worker run out of memory, the thread that started it answers for it (file-parser.ts).
 */
import { parentPort } from 'node:worker_threads';
import { LimitExceeded } from '@backoffice/core/ingestion';
import type { ParseJob, ParseReply } from './parse-job.ts';
import { readRecords } from './read-file.ts';

async function answer(job: ParseJob): Promise<ParseReply> {
  try {
    return { id: job.id, read: await readRecords(job.bytes, job.format, job.layout, job.limits) };
  } catch (err) {
    if (err instanceof LimitExceeded)
      return { id: job.id, refused: { limit: err.limit, message: err.message } };
    return { id: job.id, failed: err instanceof Error ? err.message : String(err) };
  }
}

parentPort?.on('message', (job: ParseJob) => {
  void answer(job).then((reply) => {
    parentPort?.postMessage(reply);
  });
});

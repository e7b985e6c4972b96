/**
 * Files sent one call each, with each one's progress and its answer or why it was refused: what
 * every upload screen shows (custodian files, 13-F filings). The newest files come first.
 */
import { useState } from 'react';
import { describeApiError } from './api-error.ts';

export interface FileUpload<T> {
  key: string;
  name: string;
  /** 0 to 1. */
  progress: number;
  state: 'sending' | 'done' | 'failed';
  answer: T | null;
  error: string | null;
  /** What the refusal names, each as one line (`row 4: no close`). */
  problems: string[];
}

/**
 * Sends one file with what the form said of it (`choice`), reporting how much of it has gone
 * (0 to 1); answers the API's answer.
 */
export type SendFile<T, C> = (
  file: File,
  choice: C,
  onProgress: (fraction: number) => void,
) => Promise<T>;

/** Why a file was refused: the API's message, and what it names, each as one line. */
export function refusalOf(error: unknown): Pick<FileUpload<unknown>, 'error' | 'problems'> {
  const { message, details } = describeApiError(error);
  const problems = details.map((d) => (d.field ? `${d.field}: ${d.message}` : d.message));
  return { error: message, problems };
}

let counter = 0;

export function useFileUploads<T, C>(sendFile: SendFile<T, C>) {
  const [uploads, setUploads] = useState<FileUpload<T>[]>([]);
  const change = (key: string, patch: Partial<FileUpload<T>>) => {
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...patch } : u)));
  };

  const sendOne = async (file: File, choice: C, key: string) => {
    try {
      const answer = await sendFile(file, choice, (progress) => {
        change(key, { progress });
      });
      change(key, { state: 'done', progress: 1, answer });
    } catch (error) {
      change(key, { state: 'failed', ...refusalOf(error) });
    }
  };

  /** Sends the files side by side; resolves once every one has its answer or its refusal. */
  const send = async (files: readonly File[], choice: C) => {
    const started = files.map((file) => ({ file, key: `upload-${String((counter += 1))}` }));
    setUploads((all) => [
      ...started.map(({ file, key }) => ({
        key,
        name: file.name,
        progress: 0,
        state: 'sending' as const,
        answer: null,
        error: null,
        problems: [],
      })),
      ...all,
    ]);
    await Promise.all(started.map(({ file, key }) => sendOne(file, choice, key)));
  };

  /** Puts a newer version of an answer in place (a file reviewed after its upload). */
  const replace = (matches: (answer: T) => boolean, answer: T) => {
    setUploads((all) => all.map((u) => (u.answer && matches(u.answer) ? { ...u, answer } : u)));
  };

  return { uploads, send, replace };
}

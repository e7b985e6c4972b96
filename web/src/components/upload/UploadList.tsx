/**
 * Files being sent and their answers, one row each: the name, a progress bar, the percentage
 * while sending or the refusal, then what the screen shows of the answer and its actions.
 */
import type { ReactNode } from 'react';
import type { FileUpload } from '../../lib/api/use-file-uploads.ts';
import './upload.css';

/** A refusal's problems shown at most: enough to see what is wrong with a file. */
const SHOWN_PROBLEMS = 50;

interface UploadListProps<T> {
  uploads: readonly FileUpload<T>[];
  /** What the screen shows of a file's answer (counts, a status), beside its bar. */
  summary: (answer: T) => ReactNode;
  /** Buttons for a file that has its answer. */
  actions?: (answer: T) => ReactNode;
  /** Below the row: the answer's details (problems by row or by filing). */
  details?: (answer: T) => ReactNode;
}

export function UploadList<T>({ uploads, summary, actions, details }: UploadListProps<T>) {
  if (uploads.length === 0) return null;
  return (
    <ul className="upload-list" aria-label="Uploads">
      {uploads.map((upload) => (
        <li key={upload.key} className="upload-list__item">
          <div className="upload-row">
            <span className="upload-row__name">{upload.name}</span>
            <progress
              className="upload-row__bar"
              max={1}
              value={upload.progress}
              aria-label={`Upload of ${upload.name}`}
            />
            <span className="upload-row__state">
              {upload.state === 'sending' ? `${String(Math.round(upload.progress * 100))}%` : null}
              {upload.state === 'failed' ? <span role="alert">{upload.error}</span> : null}
              {upload.answer ? summary(upload.answer) : null}
            </span>
            <span>{upload.answer && actions ? actions(upload.answer) : null}</span>
          </div>
          {upload.problems.length > 0 ? (
            <ul className="upload-list__problems" aria-label={`Problems of ${upload.name}`}>
              {upload.problems.slice(0, SHOWN_PROBLEMS).map((p) => (
                <li key={p}>{p}</li>
              ))}
              {upload.problems.length > SHOWN_PROBLEMS ? (
                <li>and {upload.problems.length - SHOWN_PROBLEMS} more</li>
              ) : null}
            </ul>
          ) : null}
          {upload.answer && details ? details(upload.answer) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * One file chosen and sent with its progress, then what its answer says: a docket's PACER
 * report, a court's feed. The screen says how the file is sent and what to refresh after it.
 */
import { useState, type ReactNode } from 'react';
import { useFileUploads } from '../../lib/api/use-file-uploads.ts';
import { FilesField } from './FilesField.tsx';
import { UploadList } from './UploadList.tsx';

export interface OneFileUploadProps<T> {
  /** The region's accessible name (`Import a PACER report`). */
  name: string;
  className: string;
  /** The file input's id and label, and which files it offers. */
  inputId: string;
  label: string;
  accept: string;
  /** The button's words (`Import PACER report`). */
  action: string;
  send: (file: File, onProgress: (fraction: number) => void) => Promise<T>;
  /** After each sending, answered or refused: what to read again. */
  afterSend: () => Promise<void>;
  summary: (answer: T) => ReactNode;
  details?: (answer: T) => ReactNode;
}

export function OneFileUpload<T>(props: OneFileUploadProps<T>) {
  const { send: sendFile, afterSend, summary, details } = props;
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const { uploads, send } = useFileUploads<T, null>((f, _none, onProgress) =>
    sendFile(f, onProgress),
  );
  return (
    <section className={props.className} aria-label={props.name}>
      <FilesField
        id={props.inputId}
        label={props.label}
        accept={props.accept}
        resetKey={0}
        onChange={(files) => {
          setFile(files[0] ?? null);
        }}
      />
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={!file || busy}
          onClick={() => {
            if (!file) return;
            setBusy(true);
            void send([file], null)
              .then(afterSend)
              .finally(() => {
                setBusy(false);
              });
          }}
        >
          {props.action}
        </button>
      </div>
      <UploadList uploads={uploads} summary={summary} {...(details ? { details } : {})} />
    </section>
  );
}

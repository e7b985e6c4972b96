/**
 * Uploads of the Ingestion Panel: each file sent on its own (streamed by the gateway) with its
 * progress, and its answer: the staged or skipped file, or why it was refused.
 */
import type { IngestionFile, UploadChoice } from '@backoffice/core/api';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeApiError } from '../../lib/api/api-error.ts';
import { apiRequest } from '../../lib/api/api-request.ts';
import { invalidateAfter } from '../../lib/api/use-api.ts';

export interface Upload {
  key: string;
  name: string;
  /** 0 to 1. */
  progress: number;
  state: 'sending' | 'done' | 'failed';
  file: IngestionFile | null;
  error: string | null;
}

let counter = 0;

export function useUploads() {
  const client = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const change = (key: string, patch: Partial<Upload>) => {
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...patch } : u)));
  };

  const sendOne = async (file: File, choice: UploadChoice, key: string) => {
    try {
      const body = new Uint8Array(await file.arrayBuffer());
      const answer = await apiRequest(
        'uploadIngestionFile',
        { query: { ...choice, fileName: file.name }, body },
        undefined,
        {
          contentType: file.type || 'application/octet-stream',
          onProgress: (progress) => {
            change(key, { progress });
          },
        },
      );
      change(key, { state: 'done', progress: 1, file: answer });
    } catch (error) {
      change(key, { state: 'failed', error: describeApiError(error).message });
    }
  };

  const send = async (files: readonly File[], choice: UploadChoice) => {
    const started = files.map((file) => ({ file, key: `upload-${String((counter += 1))}` }));
    setUploads((all) => [
      ...started.map(({ file, key }) => ({
        key,
        name: file.name,
        progress: 0,
        state: 'sending' as const,
        file: null,
        error: null,
      })),
      ...all,
    ]);
    await Promise.all(started.map(({ file, key }) => sendOne(file, choice, key)));
    await invalidateAfter(client, 'uploadIngestionFile', undefined);
  };

  const replace = (file: IngestionFile) => {
    setUploads((all) => all.map((u) => (u.file?.id === file.id ? { ...u, file } : u)));
  };

  return { uploads, send, replace };
}

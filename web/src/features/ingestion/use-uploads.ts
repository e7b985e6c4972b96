/**
 * Uploads of the Ingestion Panel: each file sent on its own (streamed by the gateway) with its
 * progress, and its answer: the staged or skipped file, or why it was refused.
 */
import type { IngestionFile, UploadChoice } from '@backoffice/core/api';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api/api-request.ts';
import { useFileUploads } from '../../lib/api/use-file-uploads.ts';
import { invalidateAfter } from '../../lib/api/use-api-mutation.ts';

export function useUploads() {
  const client = useQueryClient();
  const { uploads, send, replace } = useFileUploads<IngestionFile, UploadChoice>(
    async (file, choice, onProgress) =>
      apiRequest(
        'uploadIngestionFile',
        {
          query: { ...choice, fileName: file.name },
          body: new Uint8Array(await file.arrayBuffer()),
        },
        undefined,
        { contentType: file.type || 'application/octet-stream', onProgress },
      ),
  );
  return {
    uploads,
    send: async (files: readonly File[], choice: UploadChoice) => {
      await send(files, choice);
      await invalidateAfter(client, 'uploadIngestionFile', undefined);
    },
    replace: (file: IngestionFile) => {
      replace((answer) => answer.id === file.id, file);
    },
  };
}

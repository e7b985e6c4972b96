/**
 * Import 13-F Filings (`/13f/imports`): staff load real SEC filings — an EDGAR submission as
 * downloaded (.txt), an information table alone with its filer, or the SEC's quarterly Form 13F
 * data sets (.zip). Each file is sent with its progress and answers what it read and changed,
 * with every problem by filing; 13-F Holdings and the Loss Analyzer show the filings at once.
 */
import { filingImportQuerySchema, type ApiQuery, type FilingImport } from '@backoffice/core/api';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ContractForm } from '../../../components/form/ContractForm.tsx';
import { DateField } from '../../../components/form/DateField.tsx';
import { FormSection } from '../../../components/form/FormSection.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { defineScreen } from '../../../components/screen/define-screen.tsx';
import { PageHeader } from '../../../components/screen/PageHeader.tsx';
import { FilesField } from '../../../components/upload/FilesField.tsx';
import { UploadList } from '../../../components/upload/UploadList.tsx';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { useAccess } from '../../../lib/api/use-can.ts';
import { invalidateAfter } from '../../../lib/api/use-api-mutation.ts';
import { useFileUploads } from '../../../lib/api/use-file-uploads.ts';
import { ImportAnswer, ImportProblems } from './ImportAnswer.tsx';
import './imports.css';

type Filer = ApiQuery<'importFilings13f'>;

const ACCEPT = '.txt,.xml,.zip,text/plain,application/xml,text/xml,application/zip';
const SENT_AS = new Set(['text/plain', 'application/xml', 'text/xml', 'application/zip']);

/** The file's own media type when the API takes it (browsers differ: a .zip may be x-zip). */
const mediaTypeOf = (file: File) =>
  SENT_AS.has(file.type) ? file.type : 'application/octet-stream';

function useFilingImports() {
  const client = useQueryClient();
  const { uploads, send } = useFileUploads<FilingImport, Filer>(async (file, filer, onProgress) =>
    apiRequest(
      'importFilings13f',
      { query: filer, body: new Uint8Array(await file.arrayBuffer()) },
      undefined,
      { contentType: mediaTypeOf(file), onProgress },
    ),
  );
  return {
    uploads,
    send: async (files: readonly File[], filer: Filer) => {
      await send(files, filer);
      await invalidateAfter(client, 'importFilings13f', undefined);
    },
  };
}

function Import13fScreen() {
  const access = useAccess('importFilings13f');
  const { uploads, send } = useFilingImports();
  const [files, setFiles] = useState<File[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const form = useContractForm(filingImportQuerySchema, {
    defaultValues: { cik: '', name: '', period: null, filedOn: null },
  });
  return (
    <>
      <PageHeader title="Import 13-F Filings" />
      <div className="filing-imports">
        <p className="filing-imports__intro">
          Load filings as the SEC publishes them: an EDGAR submission as downloaded (the full .txt
          with its header, 13F-HR, 13F-HR/A or 13F-NT), the SEC&rsquo;s quarterly Form 13F data sets
          (.zip), or an information table alone (.xml) with its filer named below. Filings already
          imported are left as they are; a restatement replaces its quarter.
        </p>
        <ContractForm
          form={form}
          label="Import 13-F filings"
          submitLabel={files.length > 1 ? `Import ${String(files.length)} files` : 'Import'}
          pendingLabel="Importing…"
          refusal={access.reason}
          onSubmit={async (filer) => {
            if (files.length === 0) throw new Error('Choose one or more files to import.');
            await send(files, filer);
            setFiles([]);
            setInputKey((k) => k + 1);
          }}
        >
          <FilesField
            id="filing-files"
            label="Files (EDGAR .txt, information table .xml, data sets .zip)"
            accept={ACCEPT}
            resetKey={inputKey}
            onChange={setFiles}
          />
          <FormSection title="Filer of an information table sent alone">
            <TextField name="cik" label="CIK" hint="One to ten digits" />
            <TextField name="name" label="Filer name" />
            <DateField
              name="period"
              label="Quarter end"
              hint="YYYY-03-31, -06-30, -09-30 or -12-31"
            />
            <DateField name="filedOn" label="Filed on" />
          </FormSection>
        </ContractForm>
        <UploadList
          uploads={uploads}
          summary={(answer) => <ImportAnswer answer={answer} />}
          details={(answer) => <ImportProblems answer={answer} />}
        />
      </div>
    </>
  );
}

export default defineScreen(Import13fScreen);

/**
 * What the uploads are and the files themselves: client, custodian, kind and period (each left
 * out is detected from the file's rows) and one or many CSV, XLSX or TXT files. A user the API
 * would refuse sees the form disabled, with the reason: the screen is this form.
 */
import { UPLOAD_KINDS, uploadChoiceSchema, type UploadChoice } from '@backoffice/core/api';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { CLIENT_LOOKUP } from '../../components/data-table/lookups.ts';
import { ContractForm } from '../../components/form/ContractForm.tsx';
import { LookupField } from '../../components/form/LookupField.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { FilesField } from '../../components/upload/FilesField.tsx';
import { useClient } from '../../entities/clients/use-clients.ts';
import { useEveryRow } from '../../lib/api/use-every-row.ts';
import { useAccess } from '../../lib/api/use-can.ts';
import { enumOptions } from '../../lib/format/labels.ts';

const ACCEPT = '.csv,.xlsx,.txt,text/csv,text/plain';
const KIND_OPTIONS = enumOptions(UPLOAD_KINDS);

function ChoiceFields() {
  const clientId: unknown = useWatch({ name: 'clientId' });
  const client = useClient(typeof clientId === 'string' ? clientId : '').data;
  // No client chosen: any client's custodian, the file's account numbers then say whose it is.
  const everyClient = useEveryRow(
    'listClients',
    { query: { sort: 'name:asc' } },
    {
      enabled: !client,
    },
  );
  const custodians = client?.custodians ?? [
    ...new Set((everyClient.data ?? []).flatMap((c) => c.custodians)),
  ];
  return (
    <>
      <LookupField
        name="clientId"
        label="Client"
        source={CLIENT_LOOKUP}
        hint="Detected from the account numbers when left empty"
      />
      <SelectField
        name="custodian"
        label="Custodian"
        placeholder="Detect from the account numbers"
        options={[...custodians].sort().map((c) => ({ value: c, label: c }))}
      />
      <SelectField
        name="kind"
        label="Kind"
        placeholder="Detect from the columns"
        options={KIND_OPTIONS}
      />
      <TextField name="period" label="Period" hint="YYYY-MM; detected from the dates when empty" />
    </>
  );
}

export function UploadForm({
  onUpload,
}: {
  onUpload: (files: File[], choice: UploadChoice) => Promise<void>;
}) {
  const access = useAccess('uploadIngestionFile');
  const [files, setFiles] = useState<File[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const form = useContractForm(uploadChoiceSchema, {
    defaultValues: { clientId: '', custodian: '', kind: '', period: '' },
  });
  return (
    <ContractForm
      form={form}
      label="Upload custodian files"
      submitLabel={files.length > 1 ? `Upload ${String(files.length)} files` : 'Upload'}
      pendingLabel="Uploading…"
      refusal={access.reason}
      onSubmit={async (choice) => {
        if (files.length === 0) throw new Error('Choose one or more files to upload.');
        await onUpload(files, choice);
        setFiles([]);
        setInputKey((k) => k + 1);
      }}
    >
      <FilesField
        id="ingestion-files"
        label="Files (CSV, XLSX or TXT)"
        accept={ACCEPT}
        resetKey={inputKey}
        onChange={setFiles}
      />
      <ChoiceFields />
    </ContractForm>
  );
}

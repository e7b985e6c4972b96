/**
 * What the uploads are and the files themselves: client, custodian, kind and period (each left
 * out is detected from the file's rows) and one or many CSV, XLSX or TXT files. A user the API
 * would refuse sees the form disabled, with the reason: the screen is this form.
 */
import { UPLOAD_KINDS, uploadChoiceSchema, type UploadChoice } from '@backoffice/core/api';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ContractForm } from '../../components/form/ContractForm.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { useAccess } from '../../lib/api/use-can.ts';
import { enumOptions } from '../../lib/format/labels.ts';

const ACCEPT = '.csv,.xlsx,.txt,text/csv,text/plain';
const KIND_OPTIONS = enumOptions(UPLOAD_KINDS);

function ChoiceFields() {
  const clients = useApiQuery('listClients', { query: { pageSize: 100, sort: 'name:asc' } });
  const clientId: unknown = useWatch({ name: 'clientId' });
  const client = clients.data?.items.find((c) => c.id === clientId);
  const custodians = client?.custodians ?? [
    ...new Set((clients.data?.items ?? []).flatMap((c) => c.custodians)),
  ];
  return (
    <>
      <SelectField
        name="clientId"
        label="Client"
        placeholder="Detect from the account numbers"
        options={(clients.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
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
      <div className="form-field form-field--wide">
        <label className="form-field__label" htmlFor="ingestion-files">
          Files (CSV, XLSX or TXT)
        </label>
        <input
          key={inputKey}
          id="ingestion-files"
          className="form-control"
          type="file"
          multiple
          accept={ACCEPT}
          onChange={(e) => {
            setFiles([...(e.target.files ?? [])]);
          }}
        />
      </div>
      <ChoiceFields />
    </ContractForm>
  );
}

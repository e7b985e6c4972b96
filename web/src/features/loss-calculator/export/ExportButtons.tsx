/** Export CSV and Export XLSX: the inputs, the results and both trails, as of the figures shown. */
import { format } from 'date-fns/format';
import { useState } from 'react';
import { toast } from '../../../components/toast/toast-store.ts';
import { downloadBlob, downloadText } from '../../../lib/download.ts';
import type { LossInput, LossOutput } from '@backoffice/core/loss';
import { exportCsv } from './csv-export.ts';
import { exportSheets, type SourceLabels } from './export-sheets.ts';
import { exportXlsx } from './xlsx-export.ts';

interface ExportButtonsProps {
  input: LossInput;
  output: LossOutput;
  labels: SourceLabels;
}

const baseName = () => `loss-calculation-${format(new Date(), 'yyyy-MM-dd')}`;

export function ExportButtons({ input, output, labels }: ExportButtonsProps) {
  const [writing, setWriting] = useState(false);
  const sheets = () => exportSheets(input, output, labels);
  return (
    <div className="button-row calc-export">
      <button
        type="button"
        className="button"
        onClick={() => {
          downloadText(`${baseName()}.csv`, exportCsv(sheets()), {
            type: 'text/csv;charset=utf-8',
            byteOrderMark: true,
          });
        }}
      >
        Export CSV
      </button>
      <button
        type="button"
        className="button"
        disabled={writing}
        onClick={() => {
          setWriting(true);
          exportXlsx(sheets())
            .then((blob) => {
              downloadBlob(`${baseName()}.xlsx`, blob);
            })
            .catch(() => {
              toast({ tone: 'error', title: 'The workbook could not be written' });
            })
            .finally(() => {
              setWriting(false);
            });
        }}
      >
        {writing ? 'Writing…' : 'Export XLSX'}
      </button>
    </div>
  );
}

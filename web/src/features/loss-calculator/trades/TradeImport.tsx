/**
 * Trades from elsewhere: rows pasted from a spreadsheet, or a CSV or XLSX file. They replace
 * the grid's trades or are added after them; the grid then shows what could not be read.
 */
import { useId, useState } from 'react';
import { Banner } from '../../../components/feedback/Banner.tsx';
import { formatNumber } from '../../../lib/format/format.ts';
import { importRows, type Imported } from './import-rows.ts';
import { readSheetFile, SheetFileError } from './sheet-files.ts';
import { cellsOfText } from './sheet-text.ts';
import type { GridRow } from '../state/workbench.ts';

type Mode = 'replace' | 'append';

interface TradeImportProps {
  onImport: (rows: GridRow[], mode: Mode) => void;
}

function summary(imported: Imported, from: string): string {
  const n = imported.rows.length;
  const read = `Read ${formatNumber(n)} ${n === 1 ? 'trade' : 'trades'} from ${from}`;
  if (imported.unreadable === 0) return `${read}.`;
  return `${read}; ${formatNumber(imported.unreadable)} with problems, marked in the grid.`;
}

export function TradeImport({ onImport }: TradeImportProps) {
  const [text, setText] = useState('');
  const [mode, setMode] = useState<Mode>('replace');
  const [note, setNote] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [reading, setReading] = useState(false);
  const ids = { paste: useId(), file: useId(), mode: useId() };

  const take = (imported: Imported, from: string) => {
    if (imported.refusal) {
      setNote({ tone: 'error', text: `Nothing was imported from ${from}. ${imported.refusal}.` });
      return false;
    }
    onImport(imported.rows, mode);
    setNote({ tone: 'info', text: summary(imported, from) });
    return true;
  };

  const readFile = async (file: File) => {
    setReading(true);
    setNote(null);
    try {
      take(importRows(await readSheetFile(file)), file.name);
    } catch (error) {
      const detail = error instanceof Error ? ` (${error.message})` : '';
      const message =
        error instanceof SheetFileError ? error.message : `${file.name} could not be read${detail}`;
      setNote({ tone: 'error', text: message });
    } finally {
      setReading(false);
    }
  };

  return (
    <div className="trade-import">
      <div className="form-field">
        <label className="form-field__label" htmlFor={ids.paste}>
          Paste from a spreadsheet
        </label>
        <textarea
          id={ids.paste}
          className="form-control form-control--area trade-import__paste"
          rows={3}
          placeholder={'Date\tSide\tQuantity\tPrice\tFX rate\n2024-03-15\tBUY\t1,000\t$25.50'}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
        <p className="form-field__hint">
          Copy the rows, with or without their header: Date (2024-03-15, 03/15/2024 or 15-Mar-2024),
          Side (BUY, B, Purchase; SELL, S, Sale), Quantity, Price and, for foreign trades, the FX
          rate to US dollars.
        </p>
      </div>
      <div className="trade-import__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={text.trim() === ''}
          onClick={() => {
            if (take(importRows(cellsOfText(text)), 'the pasted rows')) setText('');
          }}
        >
          Import pasted rows
        </button>
        <label
          className="button trade-import__file"
          htmlFor={ids.file}
          aria-busy={reading || undefined}
        >
          {reading ? 'Reading…' : 'Upload CSV or XLSX'}
        </label>
        <input
          id={ids.file}
          className="trade-import__file-input"
          type="file"
          accept=".csv,.tsv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void readFile(file);
          }}
        />
        <label className="trade-import__mode" htmlFor={ids.mode}>
          <input
            id={ids.mode}
            type="checkbox"
            checked={mode === 'append'}
            onChange={(event) => {
              setMode(event.target.checked ? 'append' : 'replace');
            }}
          />
          <span>Add to the trades already entered (instead of replacing them)</span>
        </label>
      </div>
      {note ? <Banner tone={note.tone}>{note.text}</Banner> : null}
    </div>
  );
}

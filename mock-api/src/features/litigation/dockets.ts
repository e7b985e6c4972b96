/**
 * Dockets and their entries: staff open, change and close dockets (docket-writes.ts); a new
 * entry updates its docket's summary.
 */
import { docketEntryList, docketList, type Docket, type DocketEntry } from '@backoffice/core/api';
import { listRows } from '../../query/list.ts';
import type { HandlersOf } from '../handler.ts';
import { resource } from '../resource.ts';
import { withCaption } from '../../domain/case-caption.ts';
import { applyDocket, buildDocket } from './docket-writes.ts';
import { importReport } from './docket-import.ts';

const dockets = resource<Docket>({
  what: 'docket',
  source: (store) => store.dockets,
  list: docketList,
  view: withCaption,
});

export const docketHandlers: HandlersOf<
  | 'listDockets'
  | 'getDocket'
  | 'createDocket'
  | 'updateDocket'
  | 'importDocketReport'
  | 'listDocketEntries'
  | 'createDocketEntry'
> = {
  listDockets: dockets.list,
  getDocket: dockets.get,
  createDocket: dockets.create(buildDocket),
  updateDocket: dockets.update(applyDocket),
  importDocketReport: (call) => {
    const imported = importReport(call.store, dockets.find(call), call.body);
    return { ...imported, docket: withCaption(imported.docket, call.store) };
  },
  listDocketEntries: (call) => {
    const docket = dockets.find(call);
    const rows = call.store.docketEntries.all().filter((e) => e.docketId === docket.id);
    return listRows(rows, call.query, docketEntryList);
  },
  createDocketEntry: (call) => {
    const docket = dockets.find(call);
    const numbers = call.store.docketEntries
      .all()
      .filter((e) => e.docketId === docket.id)
      .map((e) => e.number ?? 0);
    const entry: DocketEntry = {
      id: call.store.docketEntries.nextId(),
      docketId: docket.id,
      number: Math.max(0, ...numbers) + 1,
      filedOn: call.body.filedOn,
      documentType: call.body.documentType,
      description: call.body.description,
      filedBy: call.body.filedBy ?? '',
      pages: call.body.pages ?? 0,
    };
    call.store.docketEntries.put(entry);
    const last =
      docket.lastFilingOn && docket.lastFilingOn > entry.filedOn
        ? docket.lastFilingOn
        : entry.filedOn;
    call.store.dockets.put({ ...docket, entryCount: numbers.length + 1, lastFilingOn: last });
    return entry;
  },
};

/**
 * Which columns of a table are shown: the column's default (`hiddenByDefault`), unless the
 * signed-in user chose otherwise for this table. Choices live in the app's persisted state (the
 * spec's `vuex` key), per user id and table label, so each user finds their table as they left it.
 */
import { useCallback } from 'react';
import { useAppStore } from '../../lib/store/app-store.ts';
import { columnId } from './cell-text.ts';
import type { TableColumn } from './types.ts';

export interface ColumnChoices<Row> {
  isShown: (column: TableColumn<Row>) => boolean;
  choose: (columnId: string, shown: boolean) => void;
}

export function useColumnChoices<Row>(label: string): ColumnChoices<Row> {
  const userId = useAppStore((s) => s.user?.userId ?? 'anonymous');
  const table = `${userId}/${label}`;
  const choices = useAppStore((s) => s.tableColumns[table]);
  const chooseColumn = useAppStore((s) => s.chooseColumn);
  const isShown = useCallback(
    (column: TableColumn<Row>) => choices?.[columnId(column)] ?? column.hiddenByDefault !== true,
    [choices],
  );
  const choose = useCallback(
    (id: string, shown: boolean) => {
      chooseColumn(table, id, shown);
    },
    [chooseColumn, table],
  );
  return { isShown, choose };
}

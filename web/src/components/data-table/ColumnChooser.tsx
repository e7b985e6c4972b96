/**
 * The table's column chooser: a "Columns" button opening a menu of the columns (ColumnMenu.tsx).
 * Radix's dropdown is a chunk of its own, shared with the header's menu and fetched as the table
 * renders rather than before its first rows; until it arrives the same button stands in, and
 * pressing it opens the menu as soon as it is there.
 */
import { lazy, useState } from 'react';
import { standInPress } from '../../lib/stand-in-press.ts';
import { StandInUntilLoaded } from '../feedback/StandInUntilLoaded.tsx';
import type { ColumnChooserProps, default as ColumnMenuType } from './ColumnMenu.tsx';

// lazy() drops the menu's type parameter (Row); the module's own type gives it back.
const ColumnMenu = lazy(() => import('./ColumnMenu.tsx')) as unknown as typeof ColumnMenuType;

export function ColumnChooser<Row>(props: ColumnChooserProps<Row>) {
  const [wanted, setWanted] = useState(false);
  const standIn = (
    <button
      type="button"
      className="button data-table__columns-toggle"
      aria-haspopup="menu"
      {...standInPress(() => {
        setWanted(true);
      })}
    >
      Columns
    </button>
  );
  return (
    <StandInUntilLoaded standIn={standIn}>
      <ColumnMenu<Row> {...props} initiallyOpen={wanted} />
    </StandInUntilLoaded>
  );
}

/**
 * The column chooser's menu (loaded by ColumnChooser.tsx): the columns, each a checkbox; what a
 * user chooses is remembered for them and this table (see use-column-choices.ts). The menu stays
 * open while columns are ticked, so several can be changed at once; Radix handles the keys.
 */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { columnId } from './cell-text.ts';
import type { TableColumn } from './types.ts';

export interface ColumnChooserProps<Row> {
  columns: readonly TableColumn<Row>[];
  isShown: (column: TableColumn<Row>) => boolean;
  onChoose: (columnId: string, shown: boolean) => void;
}

interface ColumnMenuProps<Row> extends ColumnChooserProps<Row> {
  /** Open on arrival (the stand-in button was clicked while this chunk loaded). */
  initiallyOpen?: boolean;
}

export default function ColumnMenu<Row>({
  columns,
  isShown,
  onChoose,
  initiallyOpen = false,
}: ColumnMenuProps<Row>) {
  // A phone's summary column stands for others; it is not a column of its own to choose.
  const choosable = columns.filter((c) => c.phoneOnly !== true);
  const shownCount = choosable.filter(isShown).length;
  return (
    <DropdownMenu.Root modal={false} defaultOpen={initiallyOpen}>
      <DropdownMenu.Trigger className="button data-table__columns-toggle">
        Columns
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="dropdown data-table__columns"
          align="end"
          sideOffset={4}
          aria-label="Columns shown"
        >
          {choosable.map((column) => {
            const shown = isShown(column);
            return (
              <DropdownMenu.CheckboxItem
                key={columnId(column)}
                className="dropdown__item data-table__column-choice"
                checked={shown}
                // The last column shown stays: a table of no columns shows nothing.
                disabled={shown && shownCount === 1}
                onCheckedChange={(checked) => {
                  onChoose(columnId(column), checked);
                }}
                onSelect={(event) => {
                  event.preventDefault();
                }}
              >
                <span className="data-table__column-check" aria-hidden="true">
                  {shown ? '✓' : ''}
                </span>
                {column.header}
              </DropdownMenu.CheckboxItem>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

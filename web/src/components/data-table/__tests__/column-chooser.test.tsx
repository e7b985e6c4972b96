import type { Case } from '@backoffice/core/api';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../lib/store/app-store.ts';
import { ColumnChooser } from '../ColumnChooser.tsx';
import { LocalTable } from '../LocalTable.tsx';
import type { TableColumn } from '../types.ts';
import {
  appStateRestorer,
  caseRows,
  caseServer,
  COLUMNS,
  renderCaseTable,
  SAM,
  LATER,
  SLOW,
} from './table-harness.tsx';

const header = (name: string) => screen.queryByRole('columnheader', { name });

/** Radix opens its menus on a pointer press, not on a click. */
function openColumns() {
  fireEvent.pointerDown(screen.getByRole('button', { name: 'Columns' }), {
    button: 0,
    ctrlKey: false,
    pointerType: 'mouse',
  });
  return screen.findByRole('menuitemcheckbox', { name: 'Caption' });
}

const choice = (name: string) => screen.getByRole('menuitemcheckbox', { name });

/** Once the table shows its row, unticks a column in the chooser and waits for it to go. */
async function hideColumn(name: string) {
  await screen.findByText('In re Case 0001', {}, LATER);
  await openColumns();
  fireEvent.click(choice(name));
  await waitFor(() => {
    expect(header(name)).toBeNull();
  }, LATER);
}

describe('the column chooser', SLOW, () => {
  let stop: () => void = () => undefined;
  let restore: () => void = () => undefined;
  beforeEach(() => {
    restore = appStateRestorer();
    ({ stop } = caseServer(caseRows(3)));
  });
  afterEach(() => {
    cleanup();
    stop();
    restore();
  });

  it('should leave a column hidden by default out until it is chosen, and remember the choice', async () => {
    renderCaseTable();
    await screen.findByText('In re Case 0001', {}, LATER);
    expect(header('Judge')).toBeNull();
    await openColumns();
    expect(choice('Judge').getAttribute('aria-checked')).toBe('false');
    fireEvent.click(choice('Judge'));
    await waitFor(() => {
      expect(header('Judge')).not.toBeNull();
    }, LATER);
    // The menu stays open, so several columns can be changed at once.
    expect(choice('Judge').getAttribute('aria-checked')).toBe('true');
    expect(useAppStore.getState().tableColumns[`${SAM.userId}/Cases`]).toEqual({ judge: true });

    cleanup();
    renderCaseTable();
    await screen.findByText('In re Case 0001', {}, LATER);
    expect(header('Judge')).not.toBeNull();
  });

  it('should hide a column the user unticks, for this table only', async () => {
    renderCaseTable();
    await hideColumn('Court');
    cleanup();
    renderCaseTable({ label: 'Other cases' });
    await screen.findByText('In re Case 0001', {}, LATER);
    expect(header('Court')).not.toBeNull();
  });

  it('should keep the last column shown: a table of no columns shows nothing', async () => {
    const onChoose = vi.fn();
    const onlyCaption = (column: (typeof COLUMNS)[number]) => column.field === 'caption';
    render(<ColumnChooser<Case> columns={COLUMNS} isShown={onlyCaption} onChoose={onChoose} />);
    await openColumns();
    expect(choice('Caption').getAttribute('aria-disabled')).toBe('true');
    expect(choice('Court').getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(choice('Caption'));
    expect(onChoose).not.toHaveBeenCalled();
    fireEvent.click(choice('Court'));
    expect(onChoose).toHaveBeenCalledWith('court', true);
  });

  describe('in the table of rows already held (LocalTable)', () => {
    interface Lot {
      id: string;
      caption: string;
      court: string;
    }
    const LOT_COLUMNS: TableColumn<Lot>[] = [
      { field: 'caption', header: 'Caption' },
      { field: 'court', header: 'Court' },
    ];
    const lots: Lot[] = [{ id: 'L-1', caption: 'In re Case 0001', court: 'S.D.N.Y.' }];
    const renderLots = (label: string, choices?: string) => {
      useAppStore.getState().signedIn(SAM);
      return render(
        <MemoryRouter>
          <LocalTable rows={lots} columns={LOT_COLUMNS} label={label} noExport choices={choices} />
        </MemoryRouter>,
      );
    };

    it('should offer the chooser when the table names its choices, kept under that name', async () => {
      renderLots('Lots of CA-0001', 'Lots');
      await hideColumn('Court');
      // One choice for every record's table, not one per label.
      expect(useAppStore.getState().tableColumns[`${SAM.userId}/Lots`]).toEqual({ court: false });
      cleanup();
      renderLots('Lots of CA-0002', 'Lots');
      await screen.findByText('In re Case 0001', {}, LATER);
      expect(header('Court')).toBeNull();
    });

    it('should show neither the chooser nor a hidden column in a table without choices', async () => {
      useAppStore.setState({ tableColumns: { [`${SAM.userId}/Plain lots`]: { court: false } } });
      renderLots('Plain lots');
      await screen.findByText('In re Case 0001', {}, LATER);
      expect(header('Court')).not.toBeNull();
      expect(screen.queryByRole('button', { name: 'Columns' })).toBeNull();
    });
  });
});

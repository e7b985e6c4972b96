import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { loadErrorContract } from '../../../lib/api/error-contract.ts';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

function conflict(): AxiosError {
  const data = {
    error: { code: 'conflict', message: 'The client still has accounts', requestId: 'req-7' },
  };
  const response = { data, status: 409, statusText: '', headers: {}, config };
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, response);
}

function renderDialog(onConfirm: () => Promise<void>) {
  render(
    <ConfirmDialog
      trigger={<button type="button">Delete</button>}
      title="Delete this client?"
      description="Acme Pension Fund will be removed for everyone."
      confirmLabel="Delete client"
      tone="danger"
      onConfirm={onConfirm}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  return screen.getByRole('dialog', { name: 'Delete this client?' });
}

describe('ConfirmDialog', () => {
  // As the API client has by the time a failed answer reaches the app.
  beforeAll(loadErrorContract);

  afterEach(() => {
    cleanup();
  });

  it('should open on its trigger with the safe choice focused, and close on Escape', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const dialog = renderDialog(onConfirm);
    expect(dialog.textContent).toContain('Acme Pension Fund will be removed for everyone.');
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('should show the reason and stay open when the action fails, then close when it succeeds', async () => {
    const onConfirm = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(conflict())
      .mockResolvedValueOnce(undefined);
    renderDialog(onConfirm);
    fireEvent.click(screen.getByRole('button', { name: 'Delete client' }));
    expect(screen.getByRole('button', { name: 'Working…' })).toHaveProperty('disabled', true);

    const error = await screen.findByText(/The client still has accounts/);
    expect(error.textContent).toContain('req-7');
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete client' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('should show the message of an error the screen wrote itself', async () => {
    renderDialog(() => Promise.reject(new Error('Acme was not deleted. It has accounts.')));
    fireEvent.click(screen.getByRole('button', { name: 'Delete client' }));
    expect(await screen.findByText('Acme was not deleted. It has accounts.')).toBeTruthy();
  });

  it('should not close while the action runs', async () => {
    let finish: () => void = () => undefined;
    const dialog = renderDialog(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete client' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    finish();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});

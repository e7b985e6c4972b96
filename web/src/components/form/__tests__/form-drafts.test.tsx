import { MESSAGES } from '@backoffice/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../lib/store/app-store.ts';
import { ADA, CaseFormHarness, signIn } from './case-form-harness.tsx';

const KEY = 'draft:u-1:case:new';
const caption = () => screen.getByLabelText<HTMLInputElement>(/^Caption/);
const saved = (): unknown => JSON.parse(sessionStorage.getItem(KEY) ?? 'null');

function open(onSubmit = vi.fn(() => Promise.resolve())) {
  return render(<CaseFormHarness onSubmit={onSubmit} draftKey="case:new" />);
}

async function typeCaption(value: string) {
  fireEvent.change(caption(), { target: { value } });
  await waitFor(() => {
    expect(saved()).toMatchObject({ caption: value });
  });
}

describe('form drafts', () => {
  beforeEach(() => {
    sessionStorage.clear();
    signIn();
  });
  afterEach(() => {
    cleanup();
  });

  it('should keep what was typed and restore it, saying so, when the form opens again', async () => {
    open();
    expect(screen.queryByText('Restored your unsaved changes.')).toBeNull();
    await typeCaption('In re Acme');
    cleanup();

    open();
    expect(caption().value).toBe('In re Acme');
    expect(screen.getByText('Restored your unsaved changes.')).toBeTruthy();
  });

  it('should go back to the defaults and forget the draft on Discard', async () => {
    open();
    await typeCaption('In re Acme');
    cleanup();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(caption().value).toBe('');
    expect(screen.queryByText('Restored your unsaved changes.')).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('should forget the draft once the form is saved', async () => {
    open();
    await typeCaption('In re Acme');
    fireEvent.change(screen.getByLabelText(/^Court/), { target: { value: 'S.D.N.Y.' } });
    fireEvent.click(screen.getByLabelText('Acme Corp.'));
    fireEvent.change(screen.getByLabelText(/^Class period start/), {
      target: { value: '2023-01-01' },
    });
    fireEvent.change(screen.getByLabelText(/^Class period end/), {
      target: { value: '2023-06-30' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create case' }));
    await waitFor(() => {
      expect(sessionStorage.getItem(KEY)).toBeNull();
    });
    cleanup();
    open();
    expect(caption().value).toBe('');
  });

  it('should keep the draft through an expired session, for the same user only', async () => {
    open();
    await typeCaption('In re Acme');
    act(() => {
      useAppStore.getState().logout(MESSAGES.loggedOut);
    });
    cleanup();

    signIn({ ...ADA, userId: 'u-2', username: 'staff' });
    open();
    expect(caption().value).toBe('');
    cleanup();

    signIn(ADA);
    open();
    expect(caption().value).toBe('In re Acme');
  });

  it('should clear drafts on a deliberate logout, even one typed a moment before', async () => {
    open();
    await typeCaption('In re Acme');
    fireEvent.change(caption(), { target: { value: 'In re Acme Corp.' } });
    act(() => {
      useAppStore.getState().logout();
    });
    cleanup();
    expect(sessionStorage.getItem(KEY)).toBeNull();

    signIn(ADA);
    open();
    expect(caption().value).toBe('');
  });
});

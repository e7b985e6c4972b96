import { profileUpdateSchema, type ProfileUpdate } from '@backoffice/core/api';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContractForm } from '../ContractForm.tsx';
import { TextField } from '../TextField.tsx';
import { useContractForm } from '../use-contract-form.ts';
import { apiFailure, CaseFormHarness, signIn } from './case-form-harness.tsx';
import { loadErrorContract } from '../../../lib/api/error-contract.ts';

const HINT = 'Where the notices go.';

/** The contract's profile update, with a hint under its one field. */
function EmailForm({
  onSubmit = () => Promise.resolve(),
  refusal,
}: {
  onSubmit?: (body: ProfileUpdate) => Promise<unknown>;
  refusal?: string;
}) {
  const form = useContractForm(profileUpdateSchema, { defaultValues: { email: '' } });
  return (
    <ContractForm form={form} onSubmit={onSubmit} submitLabel="Save" refusal={refusal ?? null}>
      <TextField name="email" label="Email" hint={HINT} />
    </ContractForm>
  );
}

const email = () => screen.getByLabelText<HTMLInputElement>('Email');
const type = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
};
const save = (name = 'Save') => {
  fireEvent.click(screen.getByRole('button', { name }));
};
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe("the form kit's messages", () => {
  // As the API client has by the time a failed answer reaches the app.
  beforeAll(loadErrorContract);

  beforeEach(() => {
    sessionStorage.clear();
    signIn();
  });
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it("should say the contract's complaint in words under its field, beside the hint", async () => {
    render(<EmailForm />);
    expect(describedBy(email())).toEqual([HINT]);
    expect(email().getAttribute('aria-invalid')).toBe('false');
    type(email(), 'not-an-address');
    save();
    await waitFor(() => {
      expect(email().getAttribute('aria-invalid')).toBe('true');
    });
    expect(describedBy(email())).toEqual([HINT, 'Enter an email address, like name@example.com']);
    // Under the field: in its box, after the control.
    const message = screen.getByText('Enter an email address, like name@example.com');
    expect(message.closest('.form-field')).toBe(email().closest('.form-field'));
    expect(
      email().compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('should take the message away as soon as the field is put right', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<EmailForm onSubmit={onSubmit} />);
    type(email(), 'not-an-address');
    save();
    await screen.findByText('Enter an email address, like name@example.com');
    type(email(), 'sam@example.com');
    await waitFor(() => {
      expect(screen.queryByText('Enter an email address, like name@example.com')).toBeNull();
    });
    expect(email().getAttribute('aria-invalid')).toBe('false');
    expect(describedBy(email())).toEqual([HINT]);
    save();
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
  });

  it("should say the contract's limits with their numbers", async () => {
    render(<CaseFormHarness onSubmit={() => Promise.resolve()} />);
    const caption = screen.getByLabelText<HTMLInputElement>(/^Caption/);
    type(caption, 'x'.repeat(301));
    save('Create case');
    await waitFor(() => {
      expect(caption.getAttribute('aria-invalid')).toBe('true');
    });
    expect(describedBy(caption)).toEqual(['Use at most 300 characters']);
  });

  it('should put a server complaint about one item of a list on the field of the list', async () => {
    const refusal = apiFailure(422, {
      error: {
        code: 'unprocessable',
        message: 'The case is not valid',
        requestId: 'req-7',
        details: [{ location: 'body', field: 'securityIds.0', message: 'No such security' }],
      },
    });
    render(<CaseFormHarness onSubmit={() => Promise.reject(refusal)} />);
    type(screen.getByLabelText(/^Caption/), 'In re Acme');
    type(screen.getByLabelText(/^Court/), 'S.D.N.Y.');
    fireEvent.click(screen.getByLabelText('Acme Corp.'));
    type(screen.getByLabelText(/^Class period start/), '2023-01-01');
    type(screen.getByLabelText(/^Class period end/), '2023-06-30');
    save('Create case');
    expect(await screen.findByText('No such security')).toBeTruthy();
    expect(
      screen.getByText('Some values were not accepted. Check the marked fields.'),
    ).toBeTruthy();
  });

  it('should disable the fields and the submit, and say why, when the user may not send it', () => {
    render(<EmailForm refusal="Only administrators change this." />);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveProperty('disabled', true);
    expect(describedBy(button)).toEqual(['Only administrators change this.']);
    expect(email().closest('fieldset')).toHaveProperty('disabled', true);
  });

  it('should enable the submit when nothing stands in the way', () => {
    render(<EmailForm />);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    expect(email().closest('fieldset')).toHaveProperty('disabled', false);
  });
});

import { profileUpdateSchema, type ProfileUpdate } from '@backoffice/core/api';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContractForm } from '../ContractForm.tsx';
import { SelectField } from '../SelectField.tsx';
import { useContractForm } from '../use-contract-form.ts';

const SIZES = ['10', '25', '50', '100'].map((value) => ({ value, label: `${value} rows` }));

function PageSizeForm({ onSubmit }: { onSubmit: (body: ProfileUpdate) => Promise<void> }) {
  const form = useContractForm(profileUpdateSchema, {
    defaultValues: { preferences: { pageSize: 10 } },
  });
  return (
    <ContractForm form={form} onSubmit={onSubmit} submitLabel="Save">
      <SelectField name="preferences.pageSize" label="Rows" numeric options={SIZES} />
    </ContractForm>
  );
}

describe('SelectField with numeric options', () => {
  afterEach(() => {
    cleanup();
  });

  it('should show the number it starts with and submit the chosen one as a number', async () => {
    const onSubmit = vi.fn<(body: ProfileUpdate) => Promise<void>>(() => Promise.resolve());
    render(<PageSizeForm onSubmit={onSubmit} />);
    const select = screen.getByLabelText<HTMLSelectElement>('Rows');
    expect(select.value).toBe('10');
    fireEvent.change(select, { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ preferences: { pageSize: 25 } });
  });
});

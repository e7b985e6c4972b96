import type { CaseCreate } from '@backoffice/core/api';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, CaseFormHarness, signIn } from './case-form-harness.tsx';
import { loadErrorContract } from '../../../lib/api/error-contract.ts';

const field = (label: RegExp | string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: RegExp | string, value: string) => {
  fireEvent.change(field(label), { target: { value } });
};
const submit = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Create case' }));
};
const errorOf = (label: RegExp | string): string | null => {
  const id = field(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

/** The form's error banner (the date picker has an alert region of its own). */
async function findBanner(): Promise<HTMLElement> {
  const banner = (await screen.findByText('Not saved.')).closest<HTMLElement>('[role="alert"]');
  if (!banner) throw new Error('The failure is not in an alert');
  return banner;
}

function fillValidCase() {
  type(/^Caption/, '  In re Acme Corp.  ');
  type(/^Court/, 'S.D.N.Y.');
  fireEvent.click(screen.getByLabelText('Acme Corp.'));
  type(/^Class period start/, '2023-01-01');
  type(/^Class period end/, '06/30/2023');
  type('Settlement amount', '1,250,000');
}

describe('ContractForm', () => {
  // As the API client has by the time a failed answer reaches the app.
  beforeAll(loadErrorContract);

  beforeEach(() => {
    sessionStorage.clear();
    signIn();
  });
  afterEach(() => {
    cleanup();
  });

  it('should refuse an empty form with a message beside each required field', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<CaseFormHarness onSubmit={onSubmit} />);
    submit();
    await waitFor(() => {
      expect(errorOf(/^Caption/)).toBe('Required');
    });
    expect(errorOf(/^Court/)).toBe('Required');
    expect(errorOf(/^Class period start/)).toBe('Required');
    expect(screen.getByText('Choose at least one')).toBeTruthy();
    expect(field(/^Caption/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(/^Caption/));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should submit the body the contract takes: trimmed, numbers, ISO dates, no empty choice', async () => {
    const onSubmit = vi.fn<(body: CaseCreate) => Promise<void>>(() => Promise.resolve());
    render(<CaseFormHarness onSubmit={onSubmit} />);
    fillValidCase();
    submit();
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      caption: 'In re Acme Corp.',
      court: 'S.D.N.Y.',
      securityIds: ['SEC-0001'],
      classPeriodStart: '2023-01-01',
      classPeriodEnd: '2023-06-30',
      settlementAmount: 1_250_000,
      dog: false,
    });
  });

  it('should put server complaints on their fields, the rest in a banner, and keep the input', async () => {
    const refusal = apiFailure(422, {
      error: {
        code: 'unprocessable',
        message: 'The case is not valid',
        requestId: 'req-42',
        details: [
          { location: 'body', field: 'classPeriodEnd', message: 'Ends before it starts' },
          { location: 'body', field: 'leadCounsel', message: 'Unknown counsel' },
          { location: 'query', field: 'dryRun', message: 'Not allowed' },
        ],
      },
    });
    const onSubmit = vi.fn(() => Promise.reject(refusal));
    render(<CaseFormHarness onSubmit={onSubmit} />);
    fillValidCase();
    submit();

    const banner = await findBanner();
    expect(errorOf(/^Class period end/)).toBe('Ends before it starts');
    expect(document.activeElement).toBe(field(/^Class period end/));
    expect(banner.textContent).toContain('The case is not valid');
    expect(banner.textContent).toContain('leadCounsel: Unknown counsel');
    expect(banner.textContent).toContain('Not allowed');
    expect(banner.textContent).toContain('req-42');
    expect(field(/^Caption/).value).toBe('  In re Acme Corp.  ');
    expect(field('Settlement amount').value).toBe('1,250,000');
    expect(screen.getByRole('button', { name: 'Create case' })).toHaveProperty('disabled', false);
  });

  it('should show a failure no field can hold in the banner and focus it', async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        apiFailure(409, {
          error: { code: 'conflict', message: 'A case with this caption exists', requestId: 'r-9' },
        }),
      ),
    );
    render(<CaseFormHarness onSubmit={onSubmit} />);
    fillValidCase();
    submit();
    const banner = await findBanner();
    expect(banner.textContent).toContain('A case with this caption exists');
    await waitFor(() => {
      expect(document.activeElement?.contains(banner)).toBe(true);
    });
    expect(errorOf(/^Caption/)).toBeNull();
  });

  it('should say Saving… and refuse a second submit while the call runs', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(<CaseFormHarness onSubmit={onSubmit} />);
    fillValidCase();
    submit();
    const pending = await screen.findByRole('button', { name: 'Saving…' });
    expect(pending).toHaveProperty('disabled', true);
    finish();
    await screen.findByRole('button', { name: 'Create case' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

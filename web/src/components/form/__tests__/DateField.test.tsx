import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaseFormHarness, signIn } from './case-form-harness.tsx';

const start = () => screen.getByLabelText<HTMLInputElement>(/^Class period start/);
const errorOfStart = (): string | null => {
  const ids = start().getAttribute('aria-describedby');
  return ids ? (document.getElementById(ids)?.textContent ?? null) : null;
};

describe('DateField', () => {
  beforeEach(() => {
    signIn();
  });
  afterEach(() => {
    cleanup();
  });

  it('should name an impossible date beside the field as soon as the user leaves it', async () => {
    render(<CaseFormHarness onSubmit={vi.fn(() => Promise.resolve())} />);
    fireEvent.focus(start());
    fireEvent.change(start(), { target: { value: '2023-02-30' } });
    fireEvent.blur(start());
    await waitFor(() => {
      expect(errorOfStart()).toBe('2023-02-30 is not a date');
    });
    expect(start().getAttribute('aria-invalid')).toBe('true');
    // Kept as typed, not rolled into 2 March.
    expect(start().value).toBe('2023-02-30');
  });

  it('should refuse to submit an impossible date', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<CaseFormHarness onSubmit={onSubmit} />);
    fireEvent.change(start(), { target: { value: '02/30/2023' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create case' }));
    await waitFor(() => {
      expect(errorOfStart()).toBe('02/30/2023 is not a date');
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should accept a US date and show it as YYYY-MM-DD once left', () => {
    render(<CaseFormHarness onSubmit={vi.fn(() => Promise.resolve())} />);
    fireEvent.focus(start());
    fireEvent.change(start(), { target: { value: '3/5/2024' } });
    expect(start().value).toBe('3/5/2024');
    fireEvent.blur(start());
    expect(start().value).toBe('2024-03-05');
    expect(errorOfStart()).toBeNull();
  });

  it('should open a calendar with month and year dropdowns', async () => {
    render(<CaseFormHarness onSubmit={vi.fn(() => Promise.resolve())} />);
    fireEvent.change(start(), { target: { value: '2024-03-15' } });
    fireEvent.click(start());
    await waitFor(() => {
      expect(document.querySelector('.kit-calendar')).not.toBeNull();
    });
    const selects = [...document.querySelectorAll<HTMLSelectElement>('.kit-calendar select')];
    expect(selects.map((s) => s.value)).toEqual(['2', '2024']);
    const day16 = document.querySelector<HTMLElement>('.react-datepicker__day--016');
    if (!day16) throw new Error('no 16th in the calendar');
    fireEvent.click(day16);
    expect(start().value).toBe('2024-03-16');
  });

  it('should not cover the form with a calendar on focus, and open it with the Down arrow', async () => {
    render(<CaseFormHarness onSubmit={vi.fn(() => Promise.resolve())} />);
    fireEvent.focus(start());
    expect(document.querySelector('.kit-calendar')).toBeNull();
    fireEvent.keyDown(start(), { key: 'ArrowDown' });
    await waitFor(() => {
      expect(document.querySelector('.kit-calendar')).not.toBeNull();
    });
  });
});

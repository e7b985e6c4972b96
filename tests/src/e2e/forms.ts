/** A form's fields and the messages shown by them, found as a screen reader finds them. */
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/** A form's control by its label (a required field's label ends in a hidden "*"). */
export const field = (form: Locator, label: string) =>
  form.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

/** The message a field shows next to it (what its aria-describedby names, hints left out). */
export async function errorOf(control: Locator): Promise<string> {
  return control.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((note) => note?.classList.contains('form-field__error'))
      .map((note) => note?.textContent ?? '')
      .join(' '),
  );
}

/** The error under a labelled field, once the field is marked invalid. */
export async function fieldError(form: Locator, label: string): Promise<string> {
  const page = form.page();
  const control = field(form, label);
  await expect.poll(() => control.getAttribute('aria-invalid')).toBe('true');
  const ids = (await control.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids
      .split(' ')
      .filter((id) => id.endsWith('error'))
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  return texts.filter((t) => t !== null).join(' ');
}

/** A form's fields and the messages shown by them, found as a screen reader finds them. */
import type { Locator, Page } from 'playwright-core';
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

/**
 * Types `search` into a lookup box and chooses the match that shows `shown` (its label or its
 * detail): while the box searches, its list can still hold the matches of what was there before.
 */
export async function chooseMatch(
  scope: Page | Locator,
  label: string,
  search: string,
  shown: string,
): Promise<void> {
  await scope.getByRole('combobox', { name: label }).fill(search);
  await scope
    .getByRole('listbox', { name: `${label}: matches` })
    .getByRole('option')
    .filter({ hasText: shown })
    .first()
    .click();
}

/** The landing screens a user may choose, named as the route table names them, A to Z. */
import { landingChoices, routeById, type SessionUser } from '@backoffice/core';
import { TABLE_PAGE_SIZES } from '@backoffice/core';
import type { Option } from '../../components/form/field-types.ts';

export function landingOptions(user: SessionUser | null): Option[] {
  return landingChoices(user)
    .map((id) => ({ value: id, label: routeById(id).name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export const PAGE_SIZE_OPTIONS: Option[] = TABLE_PAGE_SIZES.map((size) => ({
  value: String(size),
  label: `${String(size)} rows`,
}));

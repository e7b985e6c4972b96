/**
 * A list call's `ids` parameter (`listSecurities?ids=SE-0001,SE-0007`): several records read in
 * one call, up to the largest page of them. Without zod, so a first screen may use it.
 */
import { TABLE_PAGE_SIZES } from './constants.ts';

/** How many ids one call names at most: the largest page, so one page answers them all. */
export const MAX_IDS_PER_CALL = TABLE_PAGE_SIZES[TABLE_PAGE_SIZES.length - 1]!;

export const idListParam = (ids: readonly string[]): string => ids.join(',');
export const idsOfParam = (param: string): string[] => param.split(',');

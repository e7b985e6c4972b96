/** Cases as the calculator's case box finds them (by caption, docket number, court, judge or id). */
import { lookupSource } from '../../components/data-table/lookup-source.ts';

export const CASE_LOOKUP = lookupSource({
  placeholder: 'Caption, docket number or ID',
  list: 'listCases',
  query: { sort: 'caption:asc' },
  option: (c) => ({ value: c.id, label: c.caption, detail: c.docketNumber ?? c.id }),
  get: 'getCase',
  label: (c) => c.caption,
});

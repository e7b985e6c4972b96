/** Finds a 13-F filer by name or CIK, as the kit's lookups find clients and cases. */
import { lookupSource } from '../../components/data-table/lookup-source.ts';

export const FILER_LOOKUP = lookupSource({
  placeholder: 'Filer name or CIK',
  list: 'listFilers',
  query: { sort: 'name:asc' },
  option: (f) => ({ value: f.id, label: f.name, detail: `CIK ${f.cik}` }),
  get: 'getFiler',
  label: (f) => f.name,
});

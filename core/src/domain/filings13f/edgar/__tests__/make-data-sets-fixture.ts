/**
 * Writes tests/fixtures/sec13f/form13f-data-sets-small.zip from `dataSetRows` (run again after
 * changing them): `npm exec -- node core/src/domain/filings13f/edgar/__tests__/make-data-sets-fixture.ts`.
 */
import { writeFileSync } from 'node:fs';
import { dataSetsZip } from '../samples.ts';
import { dataSetRows } from './data-set-rows.ts';

writeFileSync(
  new URL('../../../../../../tests/fixtures/sec13f/form13f-data-sets-small.zip', import.meta.url),
  dataSetsZip(dataSetRows()),
);

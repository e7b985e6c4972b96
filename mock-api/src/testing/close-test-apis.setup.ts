/**
 * Closes the test APIs a file opened once its tests are over (see test-api.ts): their schedules
 * stop, and their stores can be collected before the worker's next file.
 */
import { afterAll } from 'vitest';
import { closeTestApis } from './test-api.ts';

afterAll(closeTestApis);

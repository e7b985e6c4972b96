/**
 * The end-to-end scenarios against the stack as processes (the shared stack of the browser
 * tests). The container suite (src/containers) runs the very same list against
 * `docker compose`.
 */
import { describe, it } from 'vitest';
import { SCENARIOS } from '../scenarios/index.ts';
import { sharedStack } from './support.ts';

describe('the end-to-end scenarios, on the stack started as processes', () => {
  for (const scenario of SCENARIOS) {
    it(scenario.name, async () => {
      const { urls } = sharedStack();
      await scenario.run({ gatewayUrl: urls.gateway, idpUrl: urls.idp });
    });
  }
});

/**
 * The end-to-end scenarios against the stack as processes (the harness). The container suite
 * (src/containers) runs the very same list against `docker compose`.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startStack, type TestStack } from '../harness.ts';
import { SCENARIOS, type StackTarget } from '../scenarios/index.ts';

describe('the end-to-end scenarios, on the stack started as processes', () => {
  let stack: TestStack;
  let target: StackTarget;

  beforeAll(async () => {
    stack = await startStack();
    target = { gatewayUrl: stack.urls.gateway, idpUrl: stack.urls.idp };
  });
  afterAll(async () => {
    await stack.stop();
  });

  for (const scenario of SCENARIOS) {
    it(scenario.name, async ({ onTestFailed }) => {
      onTestFailed(() => {
        process.stdout.write(`--- service output ---\n${stack.output()}\n`);
      });
      await scenario.run(target);
    });
  }
});

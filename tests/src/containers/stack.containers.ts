/**
 * The end-to-end scenarios (the same list the process-based suite runs) against the stack
 * started by `docker compose`, and what only containers can show: the wiring between them,
 * the users they run as, what their environment holds. Skipped, and said so, without Docker.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SCENARIOS } from '../scenarios/index.ts';
import {
  BUILD_AND_START_TIMEOUT_MS,
  startComposeStack,
  type ComposeStack,
} from './compose-stack.ts';
import { SECRET_NAME } from './services.ts';

const engine = inject('dockerEngine');

describe.skipIf(!engine.available)('the stack in containers (docker-compose.yml)', () => {
  let stack: ComposeStack | undefined;
  const started = (): ComposeStack => {
    if (!stack) throw new Error('The compose stack did not start');
    return stack;
  };

  beforeAll(async () => {
    stack = await startComposeStack();
  }, BUILD_AND_START_TIMEOUT_MS);
  afterAll(async () => {
    await stack?.stop();
  });

  describe('the end-to-end scenarios', () => {
    for (const scenario of SCENARIOS) {
      it(scenario.name, async ({ onTestFailed }) => {
        onTestFailed(() => {
          process.stdout.write(`--- compose logs ---\n${started().logs()}\n`);
        });
        await scenario.run(started().target);
      });
    }
  });

  describe('the containers', () => {
    it('should find the IdP, the API and the session store from inside the gateway', async () => {
      // /readyz probes the issuer (through the relay) and the backend from the gateway itself.
      const response = await fetch(`${started().target.gatewayUrl}/readyz`);
      const body = (await response.json()) as { checks?: Record<string, string> };
      expect(response.status, JSON.stringify(body)).toBe(200);
      expect(Object.keys(body.checks ?? {})).toEqual(
        expect.arrayContaining(['identityProvider', 'backend']),
      );
      expect(Object.values(body.checks ?? {}).every((check) => check === 'ok')).toBe(true);
    });

    it.each(['idp-1', 'mock-api-1', 'gateway-1'])(
      'should run %s as the unprivileged node user, with no secret in its environment',
      async (name) => {
        const container = started().environment.getContainer(name);
        expect((await container.exec(['id', '-un'])).stdout.trim()).toBe('node');
        const env = (await container.exec(['printenv'])).stdout.split('\n');
        const names = env.map((line) => line.split('=')[0] ?? '');
        expect(names.filter((variable) => SECRET_NAME.test(variable))).toEqual([]);
      },
    );

    it('should refuse the dev-only IdP and the stub sign-in in production, in the images', async () => {
      const filler = 'x'.repeat(32);
      const idp = await started()
        .environment.getContainer('idp-1')
        .exec(['node', 'idp/src/main.ts'], {
          env: { NODE_ENV: 'production', IDP_CLIENT_SECRET: filler, IDP_PORT: '0' },
        });
      expect(idp.exitCode).not.toBe(0);
      expect(idp.output).toContain('refusing to start with NODE_ENV=production');
      const gateway = await started()
        .environment.getContainer('gateway-1')
        .exec(['node', 'gateway/src/main.ts'], {
          env: {
            NODE_ENV: 'production',
            AUTH_MODE: 'stub',
            SESSION_SECRET: filler,
            GATEWAY_PORT: '0',
          },
        });
      expect(gateway.exitCode).not.toBe(0);
      expect(gateway.output).toContain('refused with NODE_ENV=production');
    });

    it('should run the gateway with NODE_ENV=production', async () => {
      const gateway = started().environment.getContainer('gateway-1');
      expect((await gateway.exec(['printenv', 'NODE_ENV'])).stdout.trim()).toBe('production');
    });
  });
});

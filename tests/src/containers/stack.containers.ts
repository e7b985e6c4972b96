/**
 * The end-to-end scenarios (the same list the process-based suite runs) against the stack
 * started by `docker compose`, and what only containers can show: the wiring between them,
 * the users they run as, what their environment holds. Skipped, and said so, without Docker.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE, TABLE_PAGE_SIZES } from '@backoffice/core';
import { DEMO_USERS, type HttpClient } from '@backoffice/core/testing';
import { getContainerRuntimeClient } from 'testcontainers';
import { signedInClient } from '../scenarios/session.ts';
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
  afterAll(() => {
    stack?.stop();
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

  it.each(Object.values(DEMO_USERS))(
    'should sign $username in through the IdP container',
    async ({ username }) => {
      const { gatewayUrl } = started().target;
      const client = await signedInClient(started().target, username);
      const session = await client.request(`${gatewayUrl}/auth/session`);
      expect(session.status).toBe(200);
      expect(await session.json()).toMatchObject({ user: { username } });
    },
  );

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

    it.each(['idp', 'mock-api', 'gateway', 'redis'])(
      'should run %s as the unprivileged node user, with no secret in its environment',
      async (name) => {
        const container = started().container(name);
        expect((await container.exec(['id', '-un'])).stdout.trim()).toBe('node');
        const env = (await container.exec(['printenv'])).stdout.split('\n');
        const names = env.map((line) => line.split('=')[0] ?? '');
        expect(names.filter((variable) => SECRET_NAME.test(variable))).toEqual([]);
      },
    );

    it('should refuse the dev-only IdP and the stub sign-in in production, in the images', async () => {
      const filler = 'x'.repeat(32);
      const idp = await started()
        .container('idp')
        .exec(['node', 'idp/src/main.ts'], {
          env: { NODE_ENV: 'production', IDP_CLIENT_SECRET: filler, IDP_PORT: '0' },
        });
      expect(idp.exitCode).not.toBe(0);
      expect(idp.output).toContain('refusing to start with NODE_ENV=production');
      const gateway = await started()
        .container('gateway')
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

    it.each(['idp', 'mock-api', 'gateway', 'redis'])(
      'should give %s a read-only root file system and a writable /tmp',
      async (name) => {
        const container = started().container(name);
        const root = await container.exec(['sh', '-c', 'touch /probe']);
        expect(root.exitCode).not.toBe(0);
        expect(root.output).toContain('Read-only file system');
        const tmp = await container.exec(['sh', '-c', 'touch /tmp/probe && rm /tmp/probe']);
        expect(tmp.exitCode, tmp.output).toBe(0);
      },
    );

    it('should run the gateway with NODE_ENV=production', async () => {
      const gateway = started().container('gateway');
      expect((await gateway.exec(['printenv', 'NODE_ENV'])).stdout.trim()).toBe('production');
    });

    it("should start the mock API with the test stacks' demo data (compose.test-data.yml)", async () => {
      const api = started().container('mock-api');
      const env = (await api.exec(['printenv'])).stdout.split('\n');
      expect(env).toEqual(
        expect.arrayContaining([
          'MOCK_API_TRADES=5000',
          'MOCK_API_WARM_DERIVED=off',
          'MOCK_API_13F_THREADS=1',
        ]),
      );
    });
  });

  describe('what docker-compose.yml promises', () => {
    /** The host addresses a service's container ports are published on, e.g. 127.0.0.1:3000. */
    async function published(service: string): Promise<string[]> {
      const client = await getContainerRuntimeClient();
      const container = client.container.getById(started().container(service).getId());
      const bindings = (await client.container.inspect(container)).HostConfig.PortBindings as
        Record<string, { HostIp?: string }[] | null> | undefined;
      return Object.entries(bindings ?? {}).flatMap(([port, hosts]) =>
        (hosts ?? []).map((host) => `${host.HostIp ?? ''}->${port}`),
      );
    }

    it('should publish only the gateway and the IdP, and only on loopback', async () => {
      expect(await published('gateway')).toEqual(['127.0.0.1->3000/tcp']);
      expect(await published('idp')).toEqual(['127.0.0.1->3001/tcp']);
      expect(await published('mock-api')).toEqual([]);
    });

    it('should let the gateway reach the backend on the private network', async () => {
      const probe = await started()
        .container('gateway')
        .exec([
          'node',
          '-e',
          "fetch('http://mock-api:3002/healthz').then((r) => process.exit(r.ok ? 0 : 1))",
        ]);
      expect(probe.exitCode, probe.output).toBe(0);
      expect(started().container('mock-api').getNetworkNames()).toHaveLength(1);
    });

    const signingKeys = async (): Promise<unknown> => {
      const jwks = await fetch(`${started().target.idpUrl}/jwks`);
      expect(jwks.status).toBe(200);
      return jwks.json();
    };
    const sameSite = (): Record<string, string> => ({
      'content-type': 'application/json',
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      origin: started().target.gatewayUrl,
    });
    const savedPageSize = async (staff: HttpClient): Promise<number | undefined> => {
      const profile = await staff.request(`${started().target.gatewayUrl}/api/v1/profile`);
      expect(profile.status).toBe(200);
      return ((await profile.json()) as { preferences?: { pageSize?: number } }).preferences
        ?.pageSize;
    };
    /** What a failed restart left: every container's state and the services' last words. */
    const printComposeState = () => {
      process.stdout.write(`--- compose ps ---\n${started().ps()}\n`);
      process.stdout.write(`--- compose logs ---\n${started().logs()}\n`);
    };
    const ready = () =>
      expect
        .poll(
          async () =>
            (await fetch(`${started().target.gatewayUrl}/readyz`).catch(() => undefined))?.status,
          { timeout: 120_000, interval: 1000 },
        )
        .toBe(200);

    // Near the end: it restarts every service, and the sessions live in Redis's volume.
    it('should keep sessions, signing keys and data across `compose restart`', async ({
      onTestFailed,
    }) => {
      onTestFailed(printComposeState);
      const { gatewayUrl } = started().target;
      const keys = await signingKeys();
      const staff = await signedInClient(started().target);
      const saved = await savedPageSize(staff);
      const pageSize = TABLE_PAGE_SIZES.find((size) => size !== saved);
      const changed = await staff.request(`${gatewayUrl}/api/v1/profile`, {
        method: 'PATCH',
        headers: sameSite(),
        body: JSON.stringify({ preferences: { pageSize } }),
      });
      expect(changed.status, await changed.text()).toBe(200);

      started().restart();
      await ready();

      expect(await signingKeys()).toEqual(keys);
      // The same cookie, no new sign-in: the session came back from Redis.
      const session = await staff.request(`${gatewayUrl}/auth/session`);
      expect(session.status).toBe(200);
      expect(await session.json()).toMatchObject({ user: { username: 'staff' } });
      expect(await savedPageSize(staff)).toBe(pageSize);
    }, 180_000);

    // Last: it removes every container and volume, then starts the stack afresh.
    it('should forget sessions, signing keys and data after `compose down -v`', async ({
      onTestFailed,
    }) => {
      onTestFailed(printComposeState);
      const { gatewayUrl } = started().target;
      const keys = await signingKeys();
      const staff = await signedInClient(started().target);
      const name = `Forgotten Pension Fund ${String(Date.now())}`;
      const created = await staff.request(`${gatewayUrl}/api/v1/clients`, {
        method: 'POST',
        headers: sameSite(),
        body: JSON.stringify({ name, type: 'public_pension' }),
      });
      expect(created.status, await created.text()).toBe(201);

      started().recreate();
      await ready();

      expect(await signingKeys()).not.toEqual(keys);
      expect((await staff.request(`${gatewayUrl}/auth/session`)).status).toBe(401);
      const fresh = await signedInClient(started().target);
      const found = await fresh.request(
        `${gatewayUrl}/api/v1/clients?q=${encodeURIComponent(name)}`,
      );
      expect(found.status).toBe(200);
      expect(((await found.json()) as { total: number }).total).toBe(0);
    }, 360_000);
  });
});

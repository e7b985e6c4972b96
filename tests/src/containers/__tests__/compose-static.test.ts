/**
 * What can be known about docker-compose.yml without a Docker engine: it is valid Compose, it
 * builds our images, and its wiring is what the services' config schemas accept and expect.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../../scripts/stack.ts';
import { composeConfigProblems, installedComposeClis } from '../compose-cli.ts';
import {
  COMPOSE_FILE,
  launcherSettings,
  loadCompose,
  type ComposeFile,
  type ComposeService,
  type ComposeVariables,
} from '../compose-file.ts';
import { envOf, parseDockerfile, instructions } from '../dockerfile.ts';
import { APP_SERVICES, SECRET_NAME, schemaKeys, type AppService } from '../services.ts';

/** Compose's defaults, and other host ports as the container tests choose them. */
const VARIANTS: { label: string; variables: ComposeVariables }[] = [
  { label: 'the default ports', variables: {} },
  {
    label: 'other published ports',
    variables: { GATEWAY_PUBLISHED_PORT: '18080', IDP_PUBLISHED_PORT: '18081' },
  },
];

function serviceOf(compose: ComposeFile, name: string): ComposeService {
  const service = compose.services.get(name);
  if (!service) throw new Error(`docker-compose.yml has no service "${name}"`);
  return service;
}

function finalStageEnv(service: ComposeService): Record<string, string> {
  if (!service.build) return {};
  const file = path.join(ROOT, service.build.context, service.build.dockerfile);
  const stage = parseDockerfile(readFileSync(file, 'utf8')).stages.at(-1);
  return stage ? envOf(stage) : {};
}

/** What the secrets job writes into a file, as far as the settings' checks care. */
const GENERATED = 'x'.repeat(43);
const generatedSecret = (file: string) =>
  file === 'redis_url' ? `redis://:${GENERATED}@redis:6379` : GENERATED;

/** The environment the service starts with: image ENV, then compose's, then the launcher's. */
function effectiveEnv(service: ComposeService): Record<string, string> {
  const fromSecrets = Object.fromEntries(
    Object.entries(launcherSettings(service).secrets).map(([name, file]) => [
      name,
      generatedSecret(file),
    ]),
  );
  return { ...finalStageEnv(service), ...service.environment, ...fromSecrets };
}

function listenPort(app: AppService, service: ComposeService): number {
  const value = effectiveEnv(service)[app.portVariable];
  return value === undefined ? app.defaultPort : Number(value);
}

describe('docker-compose.yml', () => {
  it('should be valid by the Compose Specification, as Compose itself reads it', () => {
    const clis = installedComposeClis();
    if (clis.length === 0) {
      throw new Error(
        'Cannot validate docker-compose.yml: neither `docker compose` nor `docker-compose` is ' +
          "installed. Install Debian's docker-compose package (apt-get install docker-compose), " +
          'as .ci/run does.',
      );
    }
    for (const cli of clis) {
      for (const { variables } of VARIANTS) {
        expect(composeConfigProblems(cli, variables)).toBeNull();
      }
    }
  });

  it('should be rejected by that validation when an attribute is not Compose', () => {
    const broken = readFileSync(COMPOSE_FILE, 'utf8').replace(/^ {4}expose:/m, '    exposes:');
    expect(broken).toContain('exposes:');
    const dir = mkdtempSync(path.join(tmpdir(), 'compose-check-'));
    try {
      const file = path.join(dir, 'docker-compose.yml');
      writeFileSync(file, broken);
      const clis = installedComposeClis();
      expect(clis.length).toBeGreaterThan(0);
      for (const cli of clis) expect(composeConfigProblems(cli, {}, file)).toMatch(/exposes/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('should build every service from a Dockerfile in this repository', () => {
    const compose = loadCompose();
    for (const service of compose.services.values()) {
      expect(service.build, `${service.name} is built, not pulled`).toBeDefined();
      expect(service.image, `${service.name} names no image to pull`).toBeUndefined();
      const { context, dockerfile } = service.build!;
      expect(path.resolve(ROOT, context), `${service.name}: context`).toBe(ROOT);
      expect(
        existsSync(path.join(ROOT, context, dockerfile)),
        `${service.name}: ${dockerfile}`,
      ).toBe(true);
    }
    for (const app of APP_SERVICES) {
      expect(serviceOf(compose, app.name).build?.dockerfile).toBe(`${app.name}/Dockerfile`);
    }
  });

  it("should set only variables the service's config schema knows (and NODE_ENV)", () => {
    const compose = loadCompose();
    for (const app of APP_SERVICES) {
      const service = serviceOf(compose, app.name);
      const known = new Set([...schemaKeys(app), 'NODE_ENV']);
      const set = [
        ...Object.keys(service.environment),
        ...Object.keys(launcherSettings(service).secrets),
        ...Object.keys(finalStageEnv(service)),
      ];
      expect(
        set.filter((name) => !known.has(name)),
        `${app.name}: unknown variables`,
      ).toEqual([]);
    }
  });

  it.each(VARIANTS)(
    'should give each service settings its config schema accepts, with $label',
    ({ variables }) => {
      const compose = loadCompose(variables);
      for (const app of APP_SERVICES) {
        const env = effectiveEnv(serviceOf(compose, app.name));
        const result = app.schema.safeParse(env);
        const problems = result.success
          ? []
          : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
        expect(problems, `${app.name}'s settings`).toEqual([]);
        expect(() => app.load(env), `${app.name}'s loadConfig`).not.toThrow();
        if ('NODE_ENV' in env) expect(env.NODE_ENV, `${app.name}: NODE_ENV`).toBe(app.nodeEnv);
      }
    },
  );

  it('should publish only the gateway and the IdP, on loopback, to the ports they listen on', () => {
    const compose = loadCompose();
    const published = [...compose.services.values()].filter((s) => s.ports.length > 0);
    expect(published.map((s) => s.name).sort()).toEqual(['gateway', 'idp']);
    for (const app of APP_SERVICES) {
      const service = serviceOf(compose, app.name);
      const port = listenPort(app, service);
      for (const mapping of service.ports) {
        expect(mapping.target, `${app.name}: container port`).toBe(port);
        expect(mapping.hostIp, `${app.name}: published on loopback only`).toBe('127.0.0.1');
      }
      for (const exposed of service.expose) expect(exposed, `${app.name}: expose`).toBe(port);
    }
  });

  it.each(VARIANTS)(
    'should give browser and containers one issuer and one gateway origin, with $label',
    ({ variables }) => {
      const compose = loadCompose(variables);
      const idp = serviceOf(compose, 'idp');
      const api = serviceOf(compose, 'mock-api');
      const gateway = serviceOf(compose, 'gateway');
      const idpPublished = idp.ports[0]?.published;
      const gatewayPublished = gateway.ports[0]?.published;
      const issuer = `http://localhost:${idpPublished}`;
      const origin = `http://localhost:${gatewayPublished}`;

      // The browser's URLs: the published ports on localhost.
      expect(idp.environment.IDP_ISSUER).toBe(issuer);
      expect(gateway.environment.OIDC_ISSUER_URL).toBe(issuer);
      expect(api.environment.MOCK_API_ISSUER).toBe(issuer);
      expect(gateway.environment.BASE_URL).toBe(origin);
      expect(idp.environment.IDP_REDIRECT_URIS).toBe(`${origin}/implicit`);
      expect(idp.environment.IDP_POST_LOGOUT_REDIRECT_URIS).toBe(`${origin}/login`);

      // Inside the gateway, the issuer's localhost port is relayed to the IdP's container.
      const idpPort = listenPort(APP_SERVICES[0]!, idp);
      expect(launcherSettings(gateway).forwards).toEqual([
        { port: idpPublished, host: 'idp', targetPort: idpPort },
      ]);
      // The API verifies tokens with keys fetched over the private network.
      expect(api.environment.MOCK_API_JWKS_URI).toBe(`http://idp:${idpPort}/jwks`);
      const apiPort = listenPort(APP_SERVICES[1]!, api);
      expect(gateway.environment.BACKEND_URL).toBe(`http://mock-api:${apiPort}`);
    },
  );

  it('should start each service with its own main module', () => {
    const compose = loadCompose();
    for (const app of APP_SERVICES) {
      const service = serviceOf(compose, app.name);
      const { main } = launcherSettings(service);
      if (service.entrypoint.length > 0) expect(main).toBe(`${app.name}/src/main.ts`);
    }
  });

  it('should start the gateway only after healthy dependencies and generated secrets', () => {
    const compose = loadCompose();
    const healthChecked = (name: string) => {
      const service = serviceOf(compose, name);
      const file = path.join(ROOT, service.build!.context, service.build!.dockerfile);
      const stage = parseDockerfile(readFileSync(file, 'utf8')).stages.at(-1)!;
      return instructions(stage, 'HEALTHCHECK').length > 0;
    };
    expect(serviceOf(compose, 'gateway').dependsOn).toEqual({
      secrets: 'service_completed_successfully',
      idp: 'service_healthy',
      'mock-api': 'service_healthy',
      redis: 'service_healthy',
    });
    expect(serviceOf(compose, 'idp').dependsOn).toEqual({
      secrets: 'service_completed_successfully',
    });
    for (const service of compose.services.values()) {
      for (const [dependency, condition] of Object.entries(service.dependsOn)) {
        if (condition === 'service_healthy')
          expect(healthChecked(dependency), dependency).toBe(true);
      }
    }
  });

  it('should keep the IdP keys, the API data, the sessions and the secrets in named volumes', () => {
    const compose = loadCompose();
    expect(compose.volumes.sort()).toEqual([
      'directory',
      'idp-data',
      'mock-api-data',
      'secrets',
      'sessions',
    ]);
    expect(serviceOf(compose, 'redis').volumes).toContain('sessions:/data');
    expect(serviceOf(compose, 'idp').volumes).toContain('idp-data:/data');
    expect(serviceOf(compose, 'idp').environment.IDP_DATA_DIR).toBe('/data');
    expect(serviceOf(compose, 'mock-api').volumes).toContain('mock-api-data:/data');
    expect(serviceOf(compose, 'mock-api').environment.MOCK_API_DATA_FILE).toMatch(/^\/data\//);
    // One directory of users, which the IdP signs in from and the admin panel edits.
    for (const name of ['idp', 'mock-api']) {
      expect(serviceOf(compose, name).volumes).toContain('directory:/directory');
      expect(serviceOf(compose, name).environment.DIRECTORY_FILE).toBe(
        '/directory/directory.sqlite',
      );
    }
    // Read-only where the secrets are only read.
    expect(serviceOf(compose, 'idp').volumes).toContain('secrets:/run/bo-secrets:ro');
    expect(serviceOf(compose, 'gateway').volumes).toContain('secrets:/run/bo-secrets:ro');
  });

  it('should commit no secret: secrets come from the generated volume only', () => {
    const compose = loadCompose();
    for (const service of compose.services.values()) {
      const named = Object.keys(service.environment).filter((name) => SECRET_NAME.test(name));
      expect(named, `${service.name}: secrets set in docker-compose.yml`).toEqual([]);
    }
    expect(launcherSettings(serviceOf(compose, 'idp')).secrets).toEqual({
      IDP_CLIENT_SECRET: 'client_secret',
    });
    // The IdP and the gateway must share one client secret.
    expect(launcherSettings(serviceOf(compose, 'gateway')).secrets).toEqual({
      OIDC_CLIENT_SECRET: 'client_secret',
      SESSION_SECRET: 'session_secret',
      // The URL holds Redis's generated password.
      REDIS_URL: 'redis_url',
    });
    expect(serviceOf(compose, 'redis').volumes).toContain('secrets:/run/bo-secrets:ro');
  });

  it('should keep the sessions in Redis on the private network, never published', () => {
    const compose = loadCompose();
    const redis = serviceOf(compose, 'redis');
    expect(redis.ports).toEqual([]);
    expect(redis.expose).toEqual([6379]);
    expect(redis.networks).toEqual(['backoffice']);
    expect(redis.restart).toBe('unless-stopped');
    expect(redis.limits.memory).toMatch(/^\d+[MG]$/);
    // The URL the secrets job writes names this service and port.
    const makeSecrets = String(compose.extensions['x-make-secrets']);
    expect(makeSecrets).toContain("'@redis:6379'");
  });

  it('should run every container on a read-only root file system, writing only to volumes and /tmp', () => {
    const compose = loadCompose();
    for (const service of compose.services.values()) {
      expect(service.readOnly, `${service.name}: read_only`).toBe(true);
      const long = service.restart !== 'no';
      if (long) expect(service.tmpfs, `${service.name}: tmpfs`).toEqual(['/tmp:size=16m']);
    }
  });

  it('should put the services on one private network, restart them, and limit their resources', () => {
    const compose = loadCompose();
    expect(compose.networks).toEqual(['backoffice']);
    for (const app of APP_SERVICES) {
      const service = serviceOf(compose, app.name);
      expect(service.networks, `${app.name}: networks`).toEqual(['backoffice']);
      expect(service.restart, `${app.name}: restart`).toBe('unless-stopped');
      expect(service.limits.cpus, `${app.name}: cpus`).toMatch(/^\d+(\.\d+)?$/);
      expect(service.limits.memory, `${app.name}: memory`).toMatch(/^\d+[MG]$/);
    }
    // The one-shot secrets job needs no network and must not restart once done.
    expect(serviceOf(compose, 'secrets')).toMatchObject({ networkMode: 'none', restart: 'no' });
  });
});

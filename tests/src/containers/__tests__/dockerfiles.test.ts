/**
 * The rules every image follows, checked on the Dockerfiles themselves (no engine needed):
 * multi-stage, the project's Node 24 on a slim base, npm ci from the lock file, a non-root user,
 * a health check, NODE_ENV, no secrets, and a build context without tests or local data.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../../scripts/stack.ts';
import { buildContextFilter } from '../dockerignore.ts';
import { envOf, execForm, instructions, parseDockerfile, type Dockerfile } from '../dockerfile.ts';
import { APP_SERVICES, SECRET_NAME, schemaKeys } from '../services.ts';

const rootPackage = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};
const NODE_VERSION = rootPackage.devDependencies.node ?? '';
const inContext = buildContextFilter(readFileSync(path.join(ROOT, '.dockerignore'), 'utf8'));

function read(service: string): Dockerfile {
  return parseDockerfile(readFileSync(path.join(ROOT, service, 'Dockerfile'), 'utf8'));
}

/** Files a fresh clone has, plus new ones not yet committed (but not git-ignored ones). */
function repositoryFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
}

describe.each(APP_SERVICES)('$name/Dockerfile', (app) => {
  const dockerfile = read(app.name);
  const final = dockerfile.stages.at(-1)!;

  it("should build in stages, each on the project's Node 24 slim image", () => {
    expect(dockerfile.stages.length).toBeGreaterThanOrEqual(2);
    expect(NODE_VERSION).toMatch(/^24\.\d+\.\d+$/);
    for (const stage of dockerfile.stages) {
      expect(stage.base).toMatch(
        new RegExp(`^node:${NODE_VERSION.replaceAll('.', '\\.')}-[a-z]+-slim$`),
      );
    }
  });

  it('should install packages reproducibly with npm ci, never npm install', () => {
    const runs = dockerfile.stages.flatMap((stage) => instructions(stage, 'RUN'));
    const installs = runs.filter(({ args }) => /\bnpm (ci|install|i)\b/.test(args));
    expect(installs.length).toBeGreaterThan(0);
    for (const { args } of installs) expect(args).toMatch(/\bnpm ci\b/);
    // The shipped packages: production ones, of this workspace.
    expect(
      runs.some(
        ({ args }) =>
          args.includes(`npm ci --omit=dev`) && args.includes(`--workspace ${app.name}`),
      ),
    ).toBe(true);
  });

  it('should ship only built output and production packages from earlier stages', () => {
    const copies = instructions(final, 'COPY').map(({ args }) => args);
    const fromStages = copies.filter((args) => args.startsWith('--from='));
    expect(fromStages.some((args) => /\bnode_modules\b/.test(args))).toBe(true);
    for (const args of copies.filter((a) => !a.startsWith('--from='))) {
      expect(args, 'no tests, no dependencies from the context').not.toMatch(
        /node_modules|tests\/|__tests__/,
      );
    }
    if (app.name === 'gateway') {
      expect(fromStages.some((args) => args.includes('web/dist'))).toBe(true);
    }
  });

  it('should run as a non-root user', () => {
    const user = instructions(final, 'USER').at(-1)?.args;
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
  });

  it(`should set NODE_ENV=${app.nodeEnv} and only variables the service knows`, () => {
    const env = envOf(final);
    expect(env.NODE_ENV).toBe(app.nodeEnv);
    const known = new Set([...schemaKeys(app), 'NODE_ENV']);
    expect(Object.keys(env).filter((name) => !known.has(name))).toEqual([]);
  });

  it('should check its health at /healthz on the port the service listens on', () => {
    const healthcheck = instructions(final, 'HEALTHCHECK').at(-1)?.args ?? '';
    const command = execForm(healthcheck) ?? [];
    expect(command[0]).toBe('node');
    expect(command.join(' ')).toContain('/healthz');
    expect(command.join(' ')).toContain(`process.env.${app.portVariable} || ${app.defaultPort}`);
    expect(instructions(final, 'EXPOSE').map(({ args }) => args)).toEqual([
      String(app.defaultPort),
    ]);
  });

  it('should start the service with node and its main module', () => {
    const cmd = instructions(final, 'CMD').at(-1)?.args ?? '';
    expect(execForm(cmd)).toEqual(['node', `${app.name}/src/main.ts`]);
    expect(instructions(final, 'ENTRYPOINT')).toEqual([]);
  });

  it('should carry no secret in ENV or ARG', () => {
    const declared = [
      ...Object.entries(dockerfile.globalArgs),
      ...dockerfile.stages.flatMap((stage) => [
        ...Object.entries(envOf(stage)),
        ...instructions(stage, 'ARG').map(({ args }) => args.split('=') as [string, string?]),
      ]),
    ];
    expect(declared.filter(([name]) => SECRET_NAME.test(name)).map(([name]) => name)).toEqual([]);
  });

  it('should find everything it copies in the build context', () => {
    const files = repositoryFiles();
    const sources = dockerfile.stages
      .flatMap((stage) => instructions(stage, 'COPY'))
      .filter(({ args }) => !args.startsWith('--from='))
      .flatMap(({ args }) => args.split(/\s+/).slice(0, -1));
    for (const source of sources) {
      const prefix = source.replace(/\/$/, '');
      const sent = files.filter(
        (file) => (file === prefix || file.startsWith(`${prefix}/`)) && inContext(file),
      );
      expect(sent.length, `${source} reaches the builder`).toBeGreaterThan(0);
    }
  });
});

describe('package-lock.json', () => {
  it("should install the shipped workspaces' packages at the top level, which the images copy", () => {
    const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, unknown>;
    };
    const nested = Object.keys(lock.packages).filter((key) =>
      /^(core|idp|mock-api|gateway)\/node_modules\//.test(key),
    );
    expect(nested, 'add COPY lines for these to the Dockerfiles').toEqual([]);
  });
});

describe('.dockerignore', () => {
  it('should keep dependencies, tests, local data and secrets out of the build context', () => {
    const outside = [
      'node_modules/express/index.js',
      'gateway/node_modules/.bin/x',
      'tests/src/harness.ts',
      'gateway/src/__tests__/app.test.ts',
      'core/src/access.test.ts',
      '.data/local-secrets.json',
      'idp/.data/signing-keys.json',
      'web/dist/index.html',
      '.env',
      'gateway/.env.production',
      '.git/config',
      'test-artifacts/x.png',
    ];
    expect(outside.filter(inContext)).toEqual([]);
  });

  it('should send the sources, the lock file and every workspace manifest', () => {
    const inside = [
      'package.json',
      'package-lock.json',
      'tests/package.json',
      'core/src/index.ts',
      'gateway/src/main.ts',
      'idp/data/users.json',
      'web/build.ts',
      'web/src/main.tsx',
    ];
    expect(inside.filter((file) => !inContext(file))).toEqual([]);
  });
});

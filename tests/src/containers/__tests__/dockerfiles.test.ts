/**
 * The rules every image follows, checked on the Dockerfiles themselves (no engine needed):
 * multi-stage, the project's Node 24 on a slim base, npm ci from the lock file, everything the
 * service loads and nothing else, a non-root user, a health check, NODE_ENV, no secrets, and a
 * build context without tests or local data. Each rule is also shown failing on a broken copy.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../../scripts/stack.ts';
import { inBuildContext as inContext } from '../build-context.ts';
import { parseDockerfile } from '../dockerfile.ts';
import { IMAGE_RULES, type ImageRuleName } from '../image-rules.ts';
import { APP_SERVICES, type AppService } from '../services.ts';

function text(service: string): string {
  return readFileSync(path.join(ROOT, service, 'Dockerfile'), 'utf8');
}

function appNamed(name: string): AppService {
  const app = APP_SERVICES.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`no service ${name}`);
  return app;
}

const RULES: Record<ImageRuleName, string> = {
  base: "should build in stages, each on the project's Node 24 slim image",
  npmCi: 'should install packages reproducibly with npm ci in a build stage, never npm install',
  manifests: "should give npm ci the lock file and every workspace's package.json",
  ships: 'should ship only built output and production packages from earlier stages',
  loads: 'should contain every module, workspace and package its main module loads',
  nonRoot: 'should run as a non-root user',
  environment: 'should set its NODE_ENV and only variables the service knows',
  healthcheck: 'should check its health with node at /healthz on the port the service listens on',
  command: 'should start the service with node and its main module',
  secrets: 'should carry no secret in ENV or ARG',
  context: 'should find everything it copies in the build context',
};

describe.each(APP_SERVICES)('$name/Dockerfile', (app) => {
  const dockerfile = parseDockerfile(text(app.name));
  it.each(Object.entries(RULES) as [ImageRuleName, string][])('%s: %s', (rule) => {
    expect(IMAGE_RULES[rule](dockerfile, app)).toEqual([]);
  });
});

/** A Dockerfile of ours with one thing broken, and the complaint that must follow. */
interface Broken {
  service: string;
  rule: ImageRuleName;
  change: string;
  from: string | RegExp;
  to: string;
  problem: RegExp;
}

const HEALTHCHECK = /^HEALTHCHECK [^\n]*\\\n[^\n]*\n/m;
const BROKEN: Broken[] = [
  {
    service: 'gateway',
    rule: 'base',
    change: 'the base is not slim',
    from: 'ARG NODE_IMAGE=node:24.21.0-trixie-slim',
    to: 'ARG NODE_IMAGE=node:24.21.0-trixie',
    problem: /stage on node:24\.21\.0-trixie, not node:24\.21\.0 slim/,
  },
  {
    service: 'gateway',
    rule: 'base',
    change: 'only the last stage is left',
    from: /(ARG NODE_IMAGE=\S+\n)[\s\S]*(FROM \$\{NODE_IMAGE\} AS runtime)/,
    to: '$1$2',
    problem: /not a multi-stage build/,
  },
  {
    service: 'idp',
    rule: 'npmCi',
    change: 'npm install replaces npm ci',
    from: 'npm ci --omit=dev',
    to: 'npm install --omit=dev',
    problem: /npm install[\s\S]*no `npm ci --omit=dev --workspace idp`/,
  },
  {
    service: 'mock-api',
    rule: 'npmCi',
    change: 'the shipped stage installs packages',
    from: 'RUN mkdir /data',
    to: 'RUN npm ci --omit=dev --workspace mock-api && mkdir /data',
    problem: /installs packages in the shipped stage/,
  },
  {
    service: 'gateway',
    rule: 'manifests',
    change: "a workspace's package.json is not copied before npm ci",
    from: /COPY tests\/package\.json tests\/\n/g,
    to: '',
    problem: /npm ci without tests\/package\.json/,
  },
  {
    service: 'gateway',
    rule: 'ships',
    change: 'the web is not built',
    from: 'RUN node web/build.ts',
    to: 'RUN true',
    problem: /does not build the web/,
  },
  {
    service: 'gateway',
    rule: 'ships',
    change: 'a COPY names a stage that does not exist',
    from: 'COPY --from=web ',
    to: 'COPY --from=webapp ',
    problem: /--from=webapp: no earlier stage/,
  },
  {
    service: 'idp',
    rule: 'loads',
    change: 'core, which the IdP loads, is not copied',
    from: 'COPY core/src core/src\n',
    to: '',
    problem: /core\/src\/\S+ is loaded but not in the image/,
  },
  {
    service: 'idp',
    rule: 'loads',
    change: 'npm ci installs another workspace, so core, which the IdP loads, is not linked',
    from: '--omit=dev --ignore-scripts --workspace idp',
    to: '--omit=dev --ignore-scripts --workspace web',
    problem: /@backoffice\/core is loaded but npm ci does not link it/,
  },
  {
    service: 'gateway',
    rule: 'nonRoot',
    change: 'it runs as root',
    from: 'USER node',
    to: 'USER root',
    problem: /USER root/,
  },
  {
    service: 'mock-api',
    rule: 'nonRoot',
    change: 'it names no user',
    from: 'USER node\n',
    to: '',
    problem: /no USER/,
  },
  {
    service: 'mock-api',
    rule: 'environment',
    change: 'NODE_ENV is development',
    from: 'ENV NODE_ENV=production',
    to: 'ENV NODE_ENV=development',
    problem: /NODE_ENV=development, not production/,
  },
  {
    service: 'gateway',
    rule: 'environment',
    change: 'it bakes in a setting the gateway does not have',
    from: 'ENV NODE_ENV=production',
    to: 'ENV NODE_ENV=production FEATURE_FLAGS=all',
    problem: /ENV FEATURE_FLAGS: not a setting of gateway/,
  },
  {
    service: 'gateway',
    rule: 'healthcheck',
    change: 'the health check uses curl',
    from: /CMD \["node", "-e", "fetch[^\n]*/,
    to: 'CMD ["curl", "-f", "http://127.0.0.1:3000/healthz"]',
    problem: /not exec-form node/,
  },
  {
    service: 'idp',
    rule: 'healthcheck',
    change: 'there is no health check',
    from: HEALTHCHECK,
    to: '',
    problem: /no HEALTHCHECK/,
  },
  {
    service: 'gateway',
    rule: 'command',
    change: 'CMD names a module that is not there',
    from: 'CMD ["node", "gateway/src/main.ts"]',
    to: 'CMD ["node", "gateway/main.ts"]',
    problem: /CMD \["node","gateway\/main\.ts"\]/,
  },
  {
    service: 'gateway',
    rule: 'secrets',
    change: 'a secret is baked in',
    from: 'ENV NODE_ENV=production',
    to: 'ENV NODE_ENV=production SESSION_SECRET=0123456789abcdef0123456789abcdef',
    problem: /SESSION_SECRET in the image/,
  },
  {
    service: 'gateway',
    rule: 'context',
    change: '.dockerignore keeps out what it copies',
    from: 'COPY gateway/src gateway/src',
    to: 'COPY gateway/src gateway/src\nCOPY tests/src tests/src',
    problem: /COPY tests\/src: nothing of it reaches the builder/,
  },
];

describe('the image rules, on broken Dockerfiles', () => {
  it.each(BROKEN)('should fail $rule on $service/Dockerfile when $change', (broken) => {
    const original = text(broken.service);
    const changed = original.replace(broken.from, broken.to);
    expect(changed, 'the change applies').not.toBe(original);
    const problems = IMAGE_RULES[broken.rule](parseDockerfile(changed), appNamed(broken.service));
    expect(problems.join('\n')).toMatch(broken.problem);
  });

  it('should have a broken case for every rule', () => {
    const covered = new Set(BROKEN.map(({ rule }) => rule));
    expect(Object.keys(RULES).filter((rule) => !covered.has(rule as ImageRuleName))).toEqual([]);
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
      'tests/src/e2e/support.ts',
      'core/src/testing/harness.ts',
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
      'core/src/server/directory/demo-users.json',
      'web/build.ts',
      'web/build-checks/import-cycle.ts',
      'web/src/main.tsx',
      'mock-api/assets/videos/finding-your-way.jpg',
    ];
    expect(inside.filter((file) => !inContext(file))).toEqual([]);
  });
});

/** The lint rule that keeps each workspace's imports of other workspaces declared and acyclic. */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../scripts/stack.ts';
import { declaredImports } from '../../../scripts/lint/declared-imports.ts';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' },
});

const inRepo = (file: string) => path.join(ROOT, file);

/** A repository of two workspaces that declare each other. */
function cyclicRepository(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'bo-lint-'));
  const write = (file: string, manifest: object) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), JSON.stringify(manifest));
  };
  write('package.json', { name: 'repo', workspaces: ['app', 'harness'] });
  write('app/package.json', {
    name: '@backoffice/app',
    devDependencies: { '@backoffice/harness': '0.1.0' },
  });
  write('harness/package.json', {
    name: '@backoffice/harness',
    devDependencies: { '@backoffice/app': '0.1.0' },
  });
  return root;
}

/** The API declaring the IdP, as it did before the directory moved to core. */
function serversRepository(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'bo-lint-'));
  const write = (file: string, manifest: object) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), JSON.stringify(manifest));
  };
  write('package.json', { name: 'repo', workspaces: ['idp', 'mock-api'] });
  write('idp/package.json', { name: '@backoffice/idp' });
  write('mock-api/package.json', {
    name: '@backoffice/mock-api',
    dependencies: { '@backoffice/idp': '0.1.0' },
  });
  return root;
}

const cyclic = cyclicRepository();
const servers = serversRepository();
afterAll(() => {
  rmSync(cyclic, { recursive: true, force: true });
  rmSync(servers, { recursive: true, force: true });
});

tester.run('declared-imports', declaredImports, {
  valid: [
    {
      name: 'a declared workspace, through a subpath',
      filename: inRepo('gateway/src/main.ts'),
      code: "import { runServer } from '@backoffice/core/server';",
    },
    {
      name: 'a type-only import of a declared workspace',
      filename: inRepo('gateway/src/app.ts'),
      code: "import type { ErrorCode } from '@backoffice/core/api';",
    },
    {
      name: 'the workspace itself',
      filename: inRepo('idp/src/testing/start-idp.ts'),
      code: "import { loadConfig } from '@backoffice/idp/config';",
    },
    {
      name: "the gateway finding the web's build through the web's package.json",
      filename: inRepo('gateway/src/config.ts'),
      code: "require.resolve('@backoffice/web/package.json');",
    },
    {
      name: 'a server importing core, the one workspace servers share',
      filename: inRepo('mock-api/src/app.ts'),
      code: "import { openUserDirectory } from '@backoffice/core/server';",
    },
    {
      name: 'an npm package, which this rule leaves to npm',
      filename: inRepo('gateway/src/app.ts'),
      code: "import express from 'express';",
    },
    {
      name: "the root's own tooling",
      filename: inRepo('scripts/start.ts'),
      code: "import { loadConfig } from '@backoffice/gateway/config';",
    },
    {
      name: 'a declared development dependency',
      filename: inRepo('tests/src/containers/services.ts'),
      code: "import { loadConfig } from '@backoffice/mock-api/config';",
    },
  ],
  invalid: [
    {
      name: 'a server importing another server, even one it declares (the API and the IdP once)',
      filename: path.join(servers, 'mock-api/src/app.ts'),
      code: "import { openUserDirectory } from '@backoffice/idp/users';",
      errors: [
        { messageId: 'server', data: { name: '@backoffice/idp', server: '@backoffice/mock-api' } },
      ],
    },
    {
      name: "a server's tests importing another server's test helpers",
      filename: path.join(servers, 'mock-api/src/__tests__/auth.test.ts'),
      code: "import { startIdp } from '@backoffice/idp/testing';",
      errors: [{ messageId: 'server' }],
    },
    {
      name: 'the gateway tests importing the tests workspace (the old cycle)',
      filename: inRepo('gateway/src/__tests__/proxy.test.ts'),
      code: "import { startStack } from '@backoffice/tests/harness';",
      errors: [{ messageId: 'undeclared', data: { name: '@backoffice/tests', folder: 'gateway' } }],
    },
    {
      name: 'core, which depends on no workspace',
      filename: inRepo('core/src/index.ts'),
      code: "export * from '@backoffice/web';",
      errors: [{ messageId: 'undeclared', data: { name: '@backoffice/web', folder: 'core' } }],
    },
    {
      name: 'a dynamic import',
      filename: inRepo('gateway/src/__tests__/ops.test.ts'),
      code: "const idp = await import('@backoffice/idp/testing');",
      errors: [{ messageId: 'undeclared' }],
    },
    {
      name: 'a re-export and a require.resolve',
      filename: inRepo('web/src/lib/x.ts'),
      code: "export { x } from '@backoffice/gateway/config';\nrequire.resolve('@backoffice/idp/package.json');",
      errors: [{ messageId: 'undeclared' }, { messageId: 'undeclared' }],
    },
    {
      name: 'workspaces that declare each other',
      filename: path.join(cyclic, 'app/src/index.ts'),
      code: "import { start } from '@backoffice/harness';",
      errors: [
        {
          messageId: 'cycle',
          data: { cycle: '@backoffice/app → @backoffice/harness → @backoffice/app' },
        },
      ],
    },
  ],
});

/** Beside core: the gateway serves the web's build (web/dist), found through its package. */
const SERVED: Record<string, string[]> = { gateway: ['@backoffice/web'] };

describe('the servers', () => {
  it.each(['idp', 'mock-api', 'gateway'])(
    'should have %s declare no workspace but @backoffice/core (and what it serves)',
    (server) => {
      const manifest = JSON.parse(
        readFileSync(path.join(ROOT, server, 'package.json'), 'utf8'),
      ) as Record<string, Record<string, string> | undefined>;
      const workspaces = ['dependencies', 'devDependencies', 'peerDependencies']
        .flatMap((field) => Object.keys(manifest[field] ?? {}))
        .filter((name) => name.startsWith('@backoffice/'));
      const allowed = ['@backoffice/core', ...(SERVED[server] ?? [])];
      expect(workspaces.filter((name) => !allowed.includes(name))).toEqual([]);
    },
  );
});

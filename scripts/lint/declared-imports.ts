/**
 * ESLint rule: a workspace imports another workspace's package (`@backoffice/x`) only when its
 * package.json declares it, and the declared workspace dependencies have no cycle. npm links
 * every workspace into node_modules, so an undeclared import would resolve anyway and hide a
 * dependency (or a cycle, such as gateway tests importing the tests workspace, which depends on
 * the gateway). Files outside the workspaces are the root's tooling, which may use any of them.
 * The servers (idp, mock-api, gateway) go further: they import no workspace but core, declared
 * or not, so each can be built, shipped and replaced on its own (what they share lives in core).
 * Finding a workspace's files through its package.json (the gateway serves the web's build) runs
 * none of its code, so it is only checked for being declared.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Rule } from 'eslint';

const SCOPE = '@backoffice/';
const SERVERS = new Set(['@backoffice/idp', '@backoffice/mock-api', '@backoffice/gateway']);
const SHARED = '@backoffice/core';
const DEPENDENCY_FIELDS = [
  'dependencies',
  'devDependencies',
  'peerDependencies',
  'optionalDependencies',
] as const;

interface Manifest {
  name?: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

interface Workspace {
  name: string;
  folder: string;
  declared: Set<string>;
}

const manifests = new Map<string, Manifest | null>();

function manifestAt(folder: string): Manifest | null {
  let manifest = manifests.get(folder);
  if (manifest === undefined) {
    const file = path.join(folder, 'package.json');
    manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
    manifests.set(folder, manifest);
  }
  return manifest;
}

function workspaceOf(folder: string): Workspace {
  const manifest = manifestAt(folder) ?? {};
  const declared = new Set(
    DEPENDENCY_FIELDS.flatMap((field) => Object.keys(manifest[field] ?? {})),
  );
  return { name: manifest.name ?? folder, folder, declared };
}

/** The workspace holding `file`, or null for the root's own files. */
function owningWorkspace(file: string): Workspace | null {
  for (let folder = path.dirname(file); ; folder = path.dirname(folder)) {
    const manifest = manifestAt(folder);
    if (manifest?.workspaces) return null;
    if (manifest) return workspaceOf(folder);
    if (path.dirname(folder) === folder) return null;
  }
}

/** `@backoffice/core/server` → `@backoffice/core`. */
function packageOf(specifier: string): string | null {
  if (!specifier.startsWith(SCOPE)) return null;
  const name = specifier.slice(SCOPE.length).split('/', 1)[0];
  return name ? `${SCOPE}${name}` : null;
}

/** Every workspace of the repository holding `folder`, by package name. */
function allWorkspaces(folder: string): Map<string, Workspace> {
  let root = folder;
  while (!manifestAt(root)?.workspaces && path.dirname(root) !== root) root = path.dirname(root);
  const result = new Map<string, Workspace>();
  for (const member of manifestAt(root)?.workspaces ?? []) {
    const workspace = workspaceOf(path.join(root, member));
    result.set(workspace.name, workspace);
  }
  return result;
}

/** A path of declared workspace dependencies from `start` back to itself, if there is one. */
function cycleFrom(start: Workspace): string[] | null {
  const all = allWorkspaces(start.folder);
  const walk = (name: string, trail: string[]): string[] | null => {
    for (const next of all.get(name)?.declared ?? []) {
      if (next === start.name) return [...trail, next];
      if (all.has(next) && !trail.includes(next)) {
        const found = walk(next, [...trail, next]);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(start.name, [start.name]);
}

export const declaredImports: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Workspace packages are imported only where package.json declares them' },
    schema: [],
    messages: {
      undeclared:
        '{{name}} is not declared in {{folder}}/package.json: add it to "dependencies" (or "devDependencies" if only tests use it).',
      cycle: 'The workspaces depend on each other in a cycle: {{cycle}}.',
      server:
        '{{server}} is a server: it imports no workspace but @backoffice/core, so not {{name}} (move what both need to core).',
    },
  },
  create(context) {
    const workspace = owningWorkspace(context.filename);
    if (!workspace) return {};
    const folder = path.relative(context.cwd, workspace.folder) || '.';
    const check = (node: Rule.Node, specifier: unknown) => {
      if (typeof specifier !== 'string') return;
      const name = packageOf(specifier);
      if (!name || name === workspace.name) return;
      if (!workspace.declared.has(name)) {
        context.report({ node, messageId: 'undeclared', data: { name, folder } });
      } else if (
        SERVERS.has(workspace.name) &&
        name !== SHARED &&
        !specifier.endsWith('/package.json')
      ) {
        context.report({ node, messageId: 'server', data: { name, server: workspace.name } });
      }
    };
    return {
      Program(node) {
        const cycle = cycleFrom(workspace);
        if (cycle) context.report({ node, messageId: 'cycle', data: { cycle: cycle.join(' → ') } });
      },
      ImportDeclaration(node) {
        check(node, node.source.value);
      },
      ExportNamedDeclaration(node) {
        check(node, node.source?.value);
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value);
      },
      // require('…'), require.resolve('…') and createRequire(…).resolve('…').
      CallExpression(node) {
        const callee = node.callee;
        const named =
          (callee.type === 'Identifier' && callee.name === 'require') ||
          (callee.type === 'MemberExpression' &&
            callee.property.type === 'Identifier' &&
            callee.property.name === 'resolve');
        const [first] = node.arguments;
        if (named && first?.type === 'Literal') check(node, first.value);
      },
    };
  },
};

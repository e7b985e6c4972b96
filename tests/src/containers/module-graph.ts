/**
 * What a service loads at run time, read from its sources (no engine, no install): every file
 * reached from its main module through relative and `@backoffice/*` imports (resolved through
 * the workspaces' `exports`), the workspace packages on the way, and the npm packages they name.
 * An image must contain all of it; the Dockerfile checks compare it with what the image copies.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { ROOT } from '../../../scripts/stack.ts';

export interface Workspace {
  /** The folder, e.g. `core`. */
  folder: string;
  /** The package name, e.g. `@backoffice/core`. */
  name: string;
  dependencies: Record<string, string>;
  exports: Record<string, string>;
}

interface Manifest {
  name?: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  exports?: Record<string, string> | string;
}

function readManifest(folder: string): Manifest {
  return JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')) as Manifest;
}

/** The root package.json's workspaces, by package name. */
export function workspaces(): Map<string, Workspace> {
  const result = new Map<string, Workspace>();
  for (const folder of readManifest('.').workspaces ?? []) {
    const manifest = readManifest(folder);
    const name = manifest.name ?? folder;
    const exports =
      typeof manifest.exports === 'string' ? { '.': manifest.exports } : (manifest.exports ?? {});
    result.set(name, { folder, name, dependencies: manifest.dependencies ?? {}, exports });
  }
  return result;
}

export interface ModuleGraph {
  /** Repository-relative paths of every module loaded, the main module first. */
  files: string[];
  /** Package names of the workspaces whose modules are loaded. */
  workspaces: Set<string>;
  /** npm packages imported, by package name, with the workspace whose module imports each. */
  packages: Map<string, Set<string>>;
}

/** Static, re-exported and dynamic (string literal) imports; type-only ones load nothing. */
const IMPORT =
  /(?:^|[;}\n])\s*(?:import|export)(?!\s+type\s)(?:[^'";]*?\sfrom)?\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

export function specifiers(source: string): string[] {
  return [...withoutComments(source).matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? '');
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** Follows the imports from a repository-relative main module, e.g. `idp/src/main.ts`. */
export function moduleGraph(main: string): ModuleGraph {
  const all = workspaces();
  const owner = (file: string): Workspace | undefined =>
    [...all.values()].find((ws) => file.startsWith(`${ws.folder}/`));
  const graph: ModuleGraph = { files: [], workspaces: new Set(), packages: new Map() };
  const pending = [main];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const absolute = path.join(ROOT, file);
    if (!existsSync(absolute)) throw new Error(`${file}: no such module`);
    graph.files.push(file);
    const from = owner(file);
    if (from) graph.workspaces.add(from.name);
    if (!/\.[cm]?tsx?$|\.[cm]?js$/.test(file)) continue;
    for (const specifier of specifiers(readFileSync(absolute, 'utf8'))) {
      if (specifier.startsWith('.')) {
        pending.push(path.relative(ROOT, path.resolve(path.dirname(absolute), specifier)));
        continue;
      }
      if (isBuiltin(specifier)) continue;
      const name = packageName(specifier);
      const workspace = all.get(name);
      if (!workspace) {
        const importers = graph.packages.get(name) ?? new Set<string>();
        importers.add(from?.name ?? '(root)');
        graph.packages.set(name, importers);
        continue;
      }
      const subpath = `.${specifier.slice(name.length)}`;
      const target = workspace.exports[subpath];
      if (target === undefined) {
        throw new Error(`${file}: ${name} exports no "${subpath}" (imported as ${specifier})`);
      }
      pending.push(path.join(workspace.folder, target));
    }
  }
  return graph;
}

/** The workspaces `npm ci --workspace …` links, with the workspaces they depend on in turn. */
export function linkedWorkspaces(selected: Iterable<string>): Set<string> {
  const all = workspaces();
  const byFolderOrName = (key: string) =>
    all.get(key) ?? [...all.values()].find((ws) => ws.folder === key);
  const linked = new Set<string>();
  const pending = [...selected];
  while (pending.length > 0) {
    const workspace = byFolderOrName(pending.shift()!);
    if (!workspace || linked.has(workspace.name)) continue;
    linked.add(workspace.name);
    pending.push(...Object.keys(workspace.dependencies).filter((dep) => all.has(dep)));
  }
  return linked;
}

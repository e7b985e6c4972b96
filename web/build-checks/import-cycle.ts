/**
 * Import cycles among our own modules, read from esbuild's metafile. A cycle makes module
 * start-up order matter (a value read before its module has run is undefined), so the build
 * refuses one. Type-only imports are erased before esbuild records imports, so they never count.
 */

/** The part of esbuild's metafile this check reads. */
export interface ImportGraph {
  readonly [input: string]: { readonly imports: readonly { path: string; external?: boolean }[] };
}

/** The first cycle found among inputs under `within`, as a path that ends where it began. */
export function findImportCycle(graph: ImportGraph, within: string): string[] | undefined {
  const done = new Set<string>();
  const onPath: string[] = [];
  const onPathSet = new Set<string>();

  const visit = (input: string): string[] | undefined => {
    if (onPathSet.has(input)) return [...onPath.slice(onPath.indexOf(input)), input];
    if (done.has(input)) return undefined;
    onPath.push(input);
    onPathSet.add(input);
    for (const imp of graph[input]?.imports ?? []) {
      if (imp.external || !imp.path.startsWith(within)) continue;
      const cycle = visit(imp.path);
      if (cycle) return cycle;
    }
    onPath.pop();
    onPathSet.delete(input);
    done.add(input);
    return undefined;
  };

  for (const input of Object.keys(graph)
    .filter((key) => key.startsWith(within))
    .sort()) {
    const cycle = visit(input);
    if (cycle) return cycle;
  }
  return undefined;
}

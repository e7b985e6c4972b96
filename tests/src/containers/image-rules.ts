/**
 * The rules every image follows, as functions of a Dockerfile that list what breaks them (an
 * empty list: the rule holds). The default suite runs them on our Dockerfiles, and on broken
 * copies of them to show that each rule can fail.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../../scripts/stack.ts';
import { buildContextFiles, inBuildContext } from './build-context.ts';
import {
  envOf,
  execForm,
  instructions,
  type Dockerfile,
  type Instruction,
  type Stage,
} from './dockerfile.ts';
import { linkedWorkspaces, moduleGraph, workspaces } from './module-graph.ts';
import { SECRET_NAME, schemaKeys, type AppService } from './services.ts';

export type ImageRule = (dockerfile: Dockerfile, app: AppService) => string[];

/** The web reaches the gateway image as a bundle (web/dist), never as packages to load. */
const BUNDLED_WORKSPACE = '@backoffice/web';

function nodeVersion(): string {
  const root = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    devDependencies?: Record<string, string>;
  };
  return root.devDependencies?.node ?? '';
}

interface Copy {
  line: number;
  from: string | undefined;
  sources: string[];
}

function copies(stage: Stage): Copy[] {
  return instructions(stage, 'COPY').map(({ args, line }) => {
    const words = args.split(/\s+/);
    const flags = words.filter((word) => word.startsWith('--'));
    const paths = words.filter((word) => !word.startsWith('--'));
    const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length);
    return { line, from, sources: paths.slice(0, -1) };
  });
}

/** Does a COPY source (a file or a folder of the context) bring this file along? */
function covers(source: string, file: string): boolean {
  const prefix = source.replace(/^\.\//, '').replace(/\/$/, '');
  return prefix === '.' || prefix === '' || file === prefix || file.startsWith(`${prefix}/`);
}

function copiedFromContext(stage: Stage, file: string, before = Infinity): boolean {
  return copies(stage)
    .filter((copy) => copy.line < before)
    .some((copy) => copy.from === undefined && copy.sources.some((s) => covers(s, file)));
}

const NPM_INSTALL = /\bnpm (ci|install|i|add)\b/;

function npmCiRuns(dockerfile: Dockerfile): { stage: Stage; run: Instruction }[] {
  return dockerfile.stages.flatMap((stage) =>
    instructions(stage, 'RUN')
      .filter(({ args }) => /\bnpm ci\b/.test(args))
      .map((run) => ({ stage, run })),
  );
}

/** The workspaces named by `--workspace x`, `--workspace=x` or `-w x` in a command. */
function workspaceFlags(args: string): string[] {
  return [...args.matchAll(/(?:--workspace[=\s]|-w\s)\s*['"]?([@\w/.-]+)/g)].map((m) => m[1]!);
}

/** The run that installs what ships: `npm ci --omit=dev` for this service's workspace. */
function productionInstall(dockerfile: Dockerfile, app: AppService) {
  return npmCiRuns(dockerfile).find(
    ({ run }) => run.args.includes('--omit=dev') && workspaceFlags(run.args).includes(app.name),
  );
}

export const IMAGE_RULES = {
  /** Multi-stage, every stage on the project's own Node 24 (package.json), slim. */
  base(dockerfile) {
    const version = nodeVersion();
    const problems: string[] = [];
    if (!/^24\.\d+\.\d+$/.test(version)) problems.push(`root devDependency node is ${version}`);
    if (dockerfile.stages.length < 2) problems.push('not a multi-stage build');
    const image = new RegExp(
      `^node:${version.replaceAll('.', '\\.')}-(?:(?:bookworm|trixie)-)?slim(?:@sha256:[0-9a-f]{64})?$`,
    );
    for (const stage of dockerfile.stages) {
      if (!image.test(stage.base))
        problems.push(`stage on ${stage.base}, not node:${version} slim`);
    }
    return problems;
  },

  /** Packages come from package-lock.json (npm ci) in a build stage; the last stage installs none. */
  npmCi(dockerfile, app) {
    const problems: string[] = [];
    for (const stage of dockerfile.stages) {
      for (const { args, line } of instructions(stage, 'RUN')) {
        const install = NPM_INSTALL.exec(args);
        if (install && install[1] !== 'ci') problems.push(`line ${line}: npm ${install[1]}`);
        if (install && stage === dockerfile.stages.at(-1)) {
          problems.push(`line ${line}: installs packages in the shipped stage`);
        }
      }
    }
    if (!productionInstall(dockerfile, app)) {
      problems.push(`no \`npm ci --omit=dev --workspace ${app.name}\` in a build stage`);
    }
    return problems;
  },

  /** npm ci checks the lock against every workspace's package.json: each must be there first. */
  manifests(dockerfile) {
    const needed = [
      'package.json',
      'package-lock.json',
      ...[...workspaces().values()].map((ws) => `${ws.folder}/package.json`),
    ];
    return npmCiRuns(dockerfile).flatMap(({ stage, run }) =>
      needed
        .filter((file) => !copiedFromContext(stage, file, run.line))
        .map((file) => `line ${run.line}: npm ci without ${file}`),
    );
  },

  /** Only production packages and built output from earlier stages; the web built in one. */
  ships(dockerfile, app) {
    const problems: string[] = [];
    const final = dockerfile.stages.at(-1)!;
    const earlier = dockerfile.stages.slice(0, -1);
    const stageNamed = (name: string) =>
      earlier.find((stage, i) => stage.name === name || String(i) === name);
    for (const copy of copies(final)) {
      if (copy.from !== undefined && !stageNamed(copy.from)) {
        problems.push(`COPY --from=${copy.from}: no earlier stage of that name`);
      }
      if (
        copy.from === undefined &&
        copy.sources.some((s) => /node_modules|tests\/|__tests__/.test(s))
      ) {
        problems.push(`COPY ${copy.sources.join(' ')}: dependencies or tests from the context`);
      }
    }
    const fromStage = (pattern: RegExp) =>
      copies(final).find(
        (copy) => copy.from !== undefined && copy.sources.some((s) => pattern.test(s)),
      );
    if (!fromStage(/(^|\/)node_modules\/?$/)) problems.push('node_modules not from a build stage');
    if (app.name === 'gateway') {
      const web = fromStage(/(^|\/)web\/dist\/?$/);
      const builder = web?.from === undefined ? undefined : stageNamed(web.from);
      if (!builder) problems.push('web/dist not from a build stage');
      else if (
        !instructions(builder, 'RUN').some(({ args }) =>
          /\bweb\/build\.ts\b|\bnpm run build\b/.test(args),
        )
      ) {
        problems.push(`stage ${web?.from ?? ''} does not build the web (node web/build.ts)`);
      }
    }
    return problems;
  },

  /** Every module the main module loads is in the image, with its workspace and npm packages. */
  loads(dockerfile, app) {
    const final = dockerfile.stages.at(-1)!;
    const graph = moduleGraph(`${app.name}/src/main.ts`);
    const problems = graph.files
      .filter((file) => !copiedFromContext(final, file) || !inBuildContext(file))
      .map((file) => `${file} is loaded but not in the image`);
    const install = productionInstall(dockerfile, app);
    const linked = linkedWorkspaces(install ? workspaceFlags(install.run.args) : []);
    const all = workspaces();
    for (const name of graph.workspaces) {
      const folder = all.get(name)?.folder ?? name;
      if (!linked.has(name)) {
        problems.push(`${name} is loaded but npm ci does not link it (--workspace ${folder})`);
      }
      if (!copiedFromContext(final, `${folder}/package.json`)) {
        problems.push(`${folder}/package.json (its exports) is not in the image`);
      }
    }
    const providers = [...linked].filter((name) => name !== BUNDLED_WORKSPACE);
    for (const [pkg, importers] of graph.packages) {
      if (!providers.some((name) => all.get(name)?.dependencies[pkg] !== undefined)) {
        problems.push(
          `${pkg} (imported by ${[...importers].join(', ')}) is installed by no shipped workspace`,
        );
      }
    }
    return problems;
  },

  /** The service runs as an unprivileged user. */
  nonRoot(dockerfile) {
    const user = instructions(dockerfile.stages.at(-1)!, 'USER').at(-1)?.args;
    if (user === undefined) return ['no USER in the shipped stage: it would run as root'];
    return /^(root|0)(:|$)/.test(user) ? [`USER ${user}`] : [];
  },

  /** NODE_ENV as the service ships, and no variable its config does not know. */
  environment(dockerfile, app) {
    const env = envOf(dockerfile.stages.at(-1)!);
    const problems: string[] = [];
    if (env.NODE_ENV !== app.nodeEnv) {
      problems.push(`NODE_ENV=${env.NODE_ENV ?? '(unset)'}, not ${app.nodeEnv}`);
    }
    const known = new Set([...schemaKeys(app), 'NODE_ENV']);
    for (const name of Object.keys(env).filter((variable) => !known.has(variable))) {
      problems.push(`ENV ${name}: not a setting of ${app.name}`);
    }
    return problems;
  },

  /** A HEALTHCHECK with the image's own node (slim images have no curl) at /healthz. */
  healthcheck(dockerfile, app) {
    const final = dockerfile.stages.at(-1)!;
    const args = instructions(final, 'HEALTHCHECK').at(-1)?.args;
    if (args === undefined) return ['no HEALTHCHECK'];
    const command = execForm(args) ?? [];
    const problems: string[] = [];
    if (command[0] !== 'node') problems.push(`HEALTHCHECK ${args}: not exec-form node`);
    const text = command.join(' ');
    if (!text.includes('/healthz')) problems.push('HEALTHCHECK does not probe /healthz');
    if (!text.includes(`process.env.${app.portVariable} || ${app.defaultPort}`)) {
      problems.push(`HEALTHCHECK does not follow ${app.portVariable} (default ${app.defaultPort})`);
    }
    const exposed = instructions(final, 'EXPOSE').map(({ args: port }) => port);
    if (exposed.join() !== String(app.defaultPort)) problems.push(`EXPOSE ${exposed.join(' ')}`);
    return problems;
  },

  /** Starts `node <service>/src/main.ts`, nothing in between. */
  command(dockerfile, app) {
    const final = dockerfile.stages.at(-1)!;
    const cmd = execForm(instructions(final, 'CMD').at(-1)?.args ?? '');
    const problems: string[] = [];
    if (JSON.stringify(cmd) !== JSON.stringify(['node', `${app.name}/src/main.ts`])) {
      problems.push(`CMD ${JSON.stringify(cmd)}`);
    }
    if (instructions(final, 'ENTRYPOINT').length > 0) problems.push('an ENTRYPOINT');
    return problems;
  },

  /** No secret in ENV or ARG: they would be in the image's history for anyone to read. */
  secrets(dockerfile) {
    const declared = [
      ...Object.keys(dockerfile.globalArgs),
      ...dockerfile.stages.flatMap((stage) => [
        ...Object.keys(envOf(stage)),
        ...instructions(stage, 'ARG').map(({ args }) => args.split('=')[0] ?? ''),
      ]),
    ];
    return declared.filter((name) => SECRET_NAME.test(name)).map((name) => `${name} in the image`);
  },

  /** Whatever a stage copies from the context is in the repository and passes .dockerignore. */
  context(dockerfile) {
    const sources = dockerfile.stages
      .flatMap(copies)
      .filter((copy) => copy.from === undefined)
      .flatMap((copy) => copy.sources);
    const available = buildContextFiles();
    return sources
      .filter((source) => !available.some((file) => covers(source, file)))
      .map((source) => `COPY ${source}: nothing of it reaches the builder`);
  },
} satisfies Record<string, ImageRule>;

export type ImageRuleName = keyof typeof IMAGE_RULES;

/**
 * A Dockerfile read into stages and instructions, enough for our checks: line continuations,
 * comments, global ARG defaults in FROM, ENV in both forms, and exec-form (JSON) commands.
 */
export interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

export interface Stage {
  /** The image after ARG substitution, e.g. node:24.21.0-trixie-slim. */
  base: string;
  name: string | undefined;
  instructions: Instruction[];
}

export interface Dockerfile {
  /** ARGs declared before the first FROM, with their defaults. */
  globalArgs: Record<string, string>;
  stages: Stage[];
}

function logicalLines(text: string): { text: string; line: number }[] {
  const lines: { text: string; line: number }[] = [];
  let current: { text: string; line: number } | undefined;
  text.split('\n').forEach((raw, index) => {
    const trimmed = raw.trim();
    // Comment lines end nothing, even inside a continuation; blank ones are skipped.
    if (trimmed.startsWith('#') || trimmed === '') return;
    const continued = trimmed.endsWith('\\');
    const part = continued ? trimmed.slice(0, -1).trim() : trimmed;
    current = current
      ? { ...current, text: `${current.text} ${part}` }
      : { text: part, line: index + 1 };
    if (!continued) {
      lines.push(current);
      current = undefined;
    }
  });
  if (current) lines.push(current);
  return lines;
}

function substitute(text: string, args: Record<string, string>): string {
  return text.replace(/\$\{(\w+)\}|\$(\w+)/g, (match, a?: string, b?: string) => {
    return args[a ?? b ?? ''] ?? match;
  });
}

export function parseDockerfile(text: string): Dockerfile {
  const globalArgs: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const { text: lineText, line } of logicalLines(text)) {
    const [keyword = '', ...rest] = lineText.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), args: rest.join(' '), line };
    if (instruction.keyword === 'FROM') {
      const [image = '', as, name] = substitute(instruction.args, globalArgs).split(/\s+/);
      stages.push({
        base: image,
        name: as?.toUpperCase() === 'AS' ? name : undefined,
        instructions: [],
      });
    } else if (stages.length === 0 && instruction.keyword === 'ARG') {
      const [name = '', value = ''] = instruction.args.split('=');
      globalArgs[name] = value;
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return { globalArgs, stages };
}

export function instructions(stage: Stage, keyword: string): Instruction[] {
  return stage.instructions.filter((instruction) => instruction.keyword === keyword);
}

/** ENV name=value pairs (quotes removed), also the legacy `ENV name value` form. */
export function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { args } of instructions(stage, 'ENV')) {
    if (!(args.split(/\s+/)[0] ?? '').includes('=')) {
      const [name = '', ...value] = args.split(/\s+/);
      env[name] = value.join(' ');
      continue;
    }
    for (const match of args.matchAll(/(\w+)=("([^"]*)"|'([^']*)'|(\S*))/g)) {
      env[match[1] ?? ''] = match[3] ?? match[4] ?? match[5] ?? '';
    }
  }
  return env;
}

/** The JSON array of an exec-form CMD/ENTRYPOINT/HEALTHCHECK CMD, or undefined for shell form. */
export function execForm(args: string): string[] | undefined {
  const start = args.indexOf('[');
  if (start === -1) return undefined;
  try {
    const parsed: unknown = JSON.parse(args.slice(start));
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string')
      ? parsed
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Which paths a .dockerignore lets into the build context, by Docker's rules: patterns in Go's
 * filepath.Match syntax plus `**`, a pattern that matches a folder excludes what is in it, `!`
 * lets a path back in, and the last matching pattern decides.
 */
interface Rule {
  negated: boolean;
  pattern: RegExp;
}

function toRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i] ?? '';
    if (char === '*' && pattern[i + 1] === '*') {
      // `**/` matches any number of folders, also none.
      const slash = pattern[i + 2] === '/';
      source += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

function parents(file: string): string[] {
  const parts = file.split('/');
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
}

/** Returns a test: is this path (relative to the context, with `/`) sent to the builder? */
export function buildContextFilter(dockerignore: string): (file: string) => boolean {
  const rules: Rule[] = dockerignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!');
      const pattern = (negated ? line.slice(1) : line).replace(/^\/+/, '').replace(/\/+$/, '');
      return { negated, pattern: toRegExp(pattern) };
    });
  return (file) => {
    let included = true;
    const candidates = parents(file);
    for (const rule of rules) {
      if (candidates.some((candidate) => rule.pattern.test(candidate))) included = rule.negated;
    }
    return included;
  };
}

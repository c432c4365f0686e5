/**
 * Legacy redirect matching (the redirects table): an exact source wins over a pattern; among patterns
 * the one with the longest literal prefix wins. ':name' captures one segment, a trailing '*' the rest;
 * the target reuses them by the same names.
 */
export interface RedirectRule {
  source: string;
  target: string;
  status: number;
}

export interface RedirectMatch {
  location: string;
  status: number;
}

/**
 * A path on this site: starts with exactly one '/'. A leading '//' or '/\' is protocol-relative in a
 * browser's Location (it leaves the site), and an absolute URL leaves it outright (issue 12, point 1).
 */
export function isSitePath(target: string): boolean {
  // eslint-disable-next-line no-control-regex -- a control character in a target is what this rejects
  return /^\/(?![/\\])/.test(target) && !/[\u0000-\u001f\u007f]/.test(target);
}

/** `path` with any run of leading slashes and backslashes collapsed to one '/', so it stays on this site. */
export function sitePath(path: string): string {
  return path.replace(/^[/\\]*/, '/');
}

const isPattern = (source: string) => /(^|\/):[A-Za-z_]|\*$/.test(source);

function compile(source: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const body = source
    .split('/')
    .map((segment) => {
      if (segment === '*') {
        names.push('*');
        return '(.*)';
      }
      if (segment.startsWith(':')) {
        names.push(segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { regex: new RegExp(`^${body}$`, 'i'), names };
}

const literalPrefix = (source: string) => source.split(/:|\*/)[0]!.length;

export function matchRedirect(rules: RedirectRule[], path: string, search = ''): RedirectMatch | null {
  const exact = rules.find((rule) => !isPattern(rule.source) && rule.source.toLowerCase() === path.toLowerCase());
  const found = exact
    ? { rule: exact, values: {} as Record<string, string> }
    : rules
        .filter((rule) => isPattern(rule.source))
        .sort((a, b) => literalPrefix(b.source) - literalPrefix(a.source))
        .map((rule) => {
          const { regex, names } = compile(rule.source);
          const match = regex.exec(path);
          if (!match) return null;
          const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']));
          return { rule, values };
        })
        .find((candidate) => candidate !== null);
  if (!found) return null;
  // The table refuses rows that leave the site (see listRedirects); a capture such as '*' could still
  // start with a slash, so the filled-in location is collapsed to a site path too.
  let location = sitePath(
    found.rule.target
      .replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) => found.values[name] ?? whole)
      .replace(/\*$/, found.values['*'] ?? ''),
  );
  // The old query string travels along unless the target sets its own.
  if (search && !location.includes('?')) location += search;
  return { location, status: found.rule.status };
}

/**
 * The configurations of docs/operating.md as the tests run them: each fenced block is found by
 * its first line (the file it is), and the values a test machine needs instead (ports, URLs) are
 * put in by exact replacements that must each match, so that the page cannot drift from the test.
 * @module
 */
import { readFileSync } from 'node:fs';

export const OPERATING_DOC = new URL('../../docs/operating.md', import.meta.url);

/** The fenced block of docs/operating.md whose first line is `first`. */
export function docBlock(first: string): string {
  const blocks = [...readFileSync(OPERATING_DOC, 'utf8').matchAll(/^```[a-z]*\n([\s\S]*?)^```$/gm)].map(
    (m) => m[1] as string,
  );
  const found = blocks.filter((block) => block.startsWith(`${first}\n`));
  if (found.length !== 1) throw new Error(`docs/operating.md: ${found.length} blocks start with "${first}"`);
  return found[0] as string;
}

/** `text` with each `[from, to]` replaced; each `from` must occur. */
export function replaceAll(text: string, pairs: ReadonlyArray<readonly [string, string]>): string {
  let out = text;
  for (const [from, to] of pairs) {
    if (!out.includes(from)) throw new Error(`docs/operating.md: "${from}" is not in the block`);
    out = out.replaceAll(from, to);
  }
  return out;
}

export const NGINX_FILE = '# /etc/nginx/conf.d/bank-number.conf';
export const UNIT_FILE = '# /etc/systemd/system/bank-number@.service';
export const ENV_FILE = '# /etc/bank-number/bank-number.env';
/** The ports of the three units in the page. */
export const DOC_PORTS = [8787, 8788, 8789] as const;

/**
 * The nginx configuration of the page for this machine: the three processes on `ports`, and
 * nginx on `listen` (an address and port) instead of port 80.
 */
export function nginxConfig(ports: readonly number[], listen: string): string {
  return replaceAll(docBlock(NGINX_FILE), [
    ...DOC_PORTS.map((port, i) => [`server 127.0.0.1:${port} `, `server 127.0.0.1:${ports[i]} `] as const),
    ['listen 80;', `listen ${listen};`],
  ]);
}

/** The settings of a unit file by section: `[Service]` → `ExecStart` → its values. */
export function unitSettings(unit: string): Map<string, Map<string, string[]>> {
  const sections = new Map<string, Map<string, string[]>>();
  let current: Map<string, string[]> | undefined;
  for (const line of unit.split('\n')) {
    const section = /^\[(\w+)\]$/.exec(line);
    if (section !== null) {
      current = new Map();
      sections.set(section[1] as string, current);
      continue;
    }
    const setting = /^(\w+)=(.*)$/.exec(line);
    if (setting === null || current === undefined) continue;
    const [, name, value] = setting as unknown as [string, string, string];
    current.set(name, [...(current.get(name) ?? []), value]);
  }
  return sections;
}

/** The variables of the environment file block. */
export function envFile(): Map<string, string> {
  return new Map(
    docBlock(ENV_FILE)
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/**
 * The command line systemd runs for `ExecStart` of instance `instance`: split at spaces (the
 * page's line has no quotes), `%i` the instance, `$NAME` one word from `env`, `${NAME}` split at
 * whitespace (systemd.service(5), "Command lines").
 */
export function execStart(unit: string, instance: string, env: ReadonlyMap<string, string>): string[] {
  const line = unitSettings(unit).get('Service')?.get('ExecStart')?.[0];
  if (line === undefined) throw new Error('the unit has no ExecStart');
  if (/["'\\]/.test(line)) throw new Error('ExecStart with quotes or escapes: extend execStart()');
  const value = (name: string): string => {
    const found = env.get(name);
    if (found === undefined) throw new Error(`ExecStart uses $${name}, which the environment file does not set`);
    return found;
  };
  return line
    .split(/\s+/)
    .map((word) => word.replaceAll('%i', instance))
    .flatMap((word) => {
      const braced = /^\$\{([A-Z_]+)\}$/.exec(word);
      if (braced !== null) return value(braced[1] as string).split(/\s+/);
      return [word.replaceAll(/\$([A-Z_]+)/g, (_, name: string) => value(name))];
    });
}

/**
 * The docs stand alone: they cite the contract in docs/contract.md, never a specification outside
 * the repository, every link to one of the contract's sections lands on a heading, and they describe
 * the package, not the machine its figures were measured on.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverLibraries } from '../../sdk/cli/server-libraries.ts';
import { repoRoot } from '../dev/paths.ts';

const tracked = (paths: string[]): string[] =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...paths], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '' && /\.(md|ts|js|mjs|html|json)$/.test(file));

/** GitHub's anchor of a heading. */
const slug = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

describe('the documentation', () => {
  it('cites no specification file outside the repository', () => {
    const citing = tracked(['README.md', 'docs', 'sdk', 'scripts', 'demo']).filter(
      (file) =>
        file !== 'scripts/docs/docs.test.ts' &&
        file !== 'scripts/dev/pack.test.ts' &&
        /SERVICE\.md|DECISIONS(\.md)? §|DECISIONS\.md|SOURCES\.md/.test(readFileSync(join(repoRoot, file), 'utf8')),
    );
    expect(citing).toEqual([]);
  });

  it('speaks of the package, not of the machine or the day it was measured on', () => {
    const machine = /this machine|load average|\b(?:2|two)[ -](?:shared )?cores?\b|shared cores|measured on \d/i;
    const speaking = tracked(['README.md', 'docs'])
      .filter((file) => file.endsWith('.md') && !file.startsWith('docs/decisions/'))
      .flatMap((file) =>
        readFileSync(join(repoRoot, file), 'utf8')
          // Code blocks speak of the reader's machine, not of the one the docs were measured on.
          .replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ''))
          .split('\n')
          .flatMap((line, i) => (machine.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(speaking).toEqual([]);
  });

  it('links only to sections of the contract that exist', () => {
    const contract = readFileSync(join(repoRoot, 'docs/contract.md'), 'utf8');
    const anchors = new Set([...contract.matchAll(/^#{2,3} (.+)$/gm)].map((m) => slug(m[1] as string)));
    expect(anchors.size).toBeGreaterThanOrEqual(13);
    const broken: string[] = [];
    for (const file of tracked(['README.md', 'docs']).filter((f) => f.endsWith('.md'))) {
      for (const m of readFileSync(join(repoRoot, file), 'utf8').matchAll(/contract\.md#([a-z0-9-]+)/g)) {
        if (!anchors.has(m[1] as string)) broken.push(`${file}: #${m[1]}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('cites sections of the contract that exist from the code', () => {
    const contract = readFileSync(join(repoRoot, 'docs/contract.md'), 'utf8');
    const sections = new Set([...contract.matchAll(/^## (\d+)\. /gm)].map((m) => Number(m[1])));
    const broken: string[] = [];
    for (const file of tracked(['sdk', 'scripts', 'demo'])) {
      for (const m of readFileSync(join(repoRoot, file), 'utf8').matchAll(/contract(?:\.md)? §(\d+)(?:–§(\d+))?/g)) {
        for (const n of [m[1], m[2]]) if (n !== undefined && !sections.has(Number(n))) broken.push(`${file}: ${m[0]}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('gives the install line of the server libraries as package.json has them', () => {
    const server = readFileSync(join(repoRoot, 'docs/server.md'), 'utf8');
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    for (const [name, range] of Object.entries(serverLibraries(join(repoRoot, 'package.json')))) {
      expect(server, name).toContain(`'${name}@${range}'`);
      expect(readme, name).toContain(name);
    }
  });
});

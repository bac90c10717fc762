/**
 * Global setup of the component's tests (the Vitest project `wasm`): builds the component as
 * `npm run build` does (copied from .cache/wasm/ when its inputs are unchanged) and transpiles it
 * with jco; hands over the component's path and the transpiled module's with `provide`. Both live
 * in a folder of their own under .cache/, not dist/, which other tests build anew while these run;
 * teardown removes it.
 * @module
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildComponent } from '../../scripts/wasm/build.ts';
import { transpileComponent } from '../../scripts/wasm/jco.ts';
import { repoRoot } from '../../scripts/dev/paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The path of the component (`bank-number.wasm`). */
    wasmComponent: string;
    /** The path of the component's module as jco transpiled it. */
    wasmModule: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  mkdirSync(join(repoRoot, '.cache'), { recursive: true });
  const folder = mkdtempSync(join(repoRoot, '.cache', 'wasm-test-'));
  const component = join(folder, 'bank-number.wasm');
  const { bytes, ms, cached } = await buildComponent(component);
  const how = cached ? 'unchanged, copied' : 'built';
  console.log(`bank-number.wasm: ${(bytes / 1024 / 1024).toFixed(2)} MiB, ${how} in ${(ms / 1000).toFixed(1)} s`);
  const { module } = await transpileComponent(component, folder);
  project.provide('wasmComponent', component);
  project.provide('wasmModule', module);
  return () => rmSync(folder, { recursive: true, force: true });
}

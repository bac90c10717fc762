/**
 * Global setup of the component's tests: builds the component from the built package, as `npm run
 * build:wasm` does (once per run, never reused from an earlier run), and transpiles it with jco; the
 * tests load the transpiled module from the folder handed over with `provide`, which teardown
 * removes. Both live under .cache/wasm/, not dist/, which other tests build anew while these run.
 * @module
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildComponent } from '../../scripts/build-wasm.ts';
import { transpileComponent } from '../../scripts/build-wasm/jco.ts';
import { repoRoot } from '../../scripts/paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The path of the component's module as jco transpiled it. */
    wasmComponent: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const folder = join(repoRoot, '.cache', 'wasm');
  const component = join(folder, 'bank-number.wasm');
  const { bytes, ms } = await buildComponent(component);
  console.log(`bank-number.wasm: ${(bytes / 1024 / 1024).toFixed(1)} MiB, built in ${(ms / 1000).toFixed(1)} s`);
  const { dir, module } = await transpileComponent(component, folder);
  project.provide('wasmComponent', module);
  return () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(component, { force: true });
  };
}

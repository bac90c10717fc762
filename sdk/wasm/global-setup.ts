/**
 * Global setup of the component's tests: builds dist/wasm/bank-number.wasm from the built package
 * (once per run, never reused from an earlier run) and transpiles it with jco; the tests load the
 * transpiled module from the folder handed over with `provide`, which teardown removes.
 * @module
 */
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildComponent, COMPONENT } from '../../scripts/build-wasm.ts';
import { transpileComponent } from '../../scripts/build-wasm/jco.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The path of the component's module as jco transpiled it. */
    wasmComponent: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const { bytes, ms } = await buildComponent();
  console.log(`bank-number.wasm: ${(bytes / 1024 / 1024).toFixed(1)} MiB, built in ${(ms / 1000).toFixed(1)} s`);
  const { dir, module } = await transpileComponent(COMPONENT);
  project.provide('wasmComponent', module);
  return () => rmSync(dir, { recursive: true, force: true });
}

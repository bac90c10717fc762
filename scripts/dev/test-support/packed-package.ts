/**
 * Global setup of the integration tests: the built package (dist/, which `npm test` builds first)
 * packed once with `npm pack`, for every test that installs it into a consumer project
 * (scripts/dev/pack.test.ts, scripts/bench/size.test.ts). The tarball is removed after the run.
 * @module
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type PackedPackage, packPackage } from '../../bench/size.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The package as `npm pack` made it from dist/. */
    packedPackage: PackedPackage;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'bank-number-packed-'));
  try {
    project.provide('packedPackage', packPackage(dir));
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * The jco tests of the component (test/wasm/jco/) on Node 22, 24 and 26, the releases of
 * scripts/runtimes (`npm run runtimes`): Node 20's WebAssembly engine refuses the component, the
 * package itself supports it. Each run is a Vitest of its own on that Node, with the component
 * built and transpiled once by the global setup; a failure shows its output.
 */
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../../scripts/dev/paths.ts';
import { NODE_RUNTIMES } from '../conformance/runtimes.ts';
import { run } from './run.ts';

const NODES = NODE_RUNTIMES.filter((runtime) => /^node (22|24|26)$/.test(runtime.name));

describe.each(NODES)('on $name', (runtime) => {
  it.skipIf(runtime.unavailable !== undefined)(
    'the component answers as the package does (test/wasm/jco/)',
    async () => {
      const env: NodeJS.ProcessEnv = { ...process.env, BANK_NUMBER_WASM_MODULE: inject('wasmModule'), NO_COLOR: '1' };
      for (const key of Object.keys(env)) if (key.startsWith('VITEST') || key === 'FORCE_COLOR') delete env[key];
      const version = await run(runtime.binary, ['--version'], env);
      expect(version.output.trim()).toMatch(runtime.expect);
      const vitest = join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');
      const result = await run(
        runtime.binary,
        [vitest, 'run', '--config', join(repoRoot, 'test', 'wasm', 'jco', 'vitest.config.ts'), '--reporter=dot'],
        env,
      );
      expect(result.code, result.output).toBe(0);
      expect(result.output).toMatch(/Tests\s+\d+ passed/);
    },
  );
});

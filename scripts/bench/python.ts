/**
 * The Python package beside schwifty and python-stdnum, in one Python process on the same IBANs:
 * per-call CPU time of `is_valid_iban`, `validate` and `validate_json` against schwifty's `IBAN(…)`
 * (with and without `validate_bban=True`) and python-stdnum's `iban.is_valid`; how often each agrees
 * with bank-number's verdicts and with the independent ISO 13616 check of scripts/bench/truth.ts
 * on the bench's IBAN corpus (scripts/bench/corpus.ts) and on German IBANs whose account fails its
 * bank's method; the package's start (compiling, then from the cache), the call overhead, and a
 * pool of 8 threads (an instance per thread, and one instance shared under its lock).
 *
 * Neither peer is a dependency, nor on the Python index this project's CI uses: each is taken from
 * its public source repository (and schwifty's `rstr`, likewise), checked out into a folder of the
 * system's temporary directory, and put on PYTHONPATH; schwifty's other dependencies (pycountry,
 * typing-extensions, importlib-resources) come from the Python index. The package is the wheel of
 * `npm run build:python`, installed into a virtual environment of its own.
 *
 *   npm run bench:python -- [--rounds 9] [--git-mirrors DIR]
 *
 * `--git-mirrors DIR` reads each repository from DIR/OWNER+NAME/repo (a bare clone) instead of
 * cloning it from GitHub.
 * @module
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPythonWheel } from '../build/python.ts';
import { repoRoot } from '../dev/paths.ts';
import { pythonEnv, venvPython } from '../dev/python-env.ts';
import { GERMAN_ACCOUNT_FAILS, node } from '../../test/wasm/requests.ts';
import { ibanCorpus } from './corpus.ts';
import { commandLine } from '../dev/command-line.ts';

/**
 * The peers' repositories: installed from the work tree (schwifty reads its version from its
 * installed metadata; its dependency rstr is not on the index) or put on PYTHONPATH.
 */
const PEERS = [
  { repo: 'leapfrogonline/rstr', install: true },
  { repo: 'mdomke/schwifty', install: true },
  { repo: 'arthurdejong/python-stdnum', install: false },
] as const;
/** schwifty's dependencies that the Python index has. */
const FROM_INDEX = ['pycountry', 'typing-extensions', 'importlib-resources'];

function check(command: string, args: readonly string[], cwd = repoRoot): string {
  const run = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${run.stdout}${run.stderr}`);
  return run.stdout;
}

/**
 * A work tree of the repository's newest commit in `into`; gives that commit and a version for its
 * build (the newest tag, and the commit), which the checkout has no git history to find itself.
 */
function checkout(repo: string, into: string, mirrors: string | undefined): { commit: string; version: string } {
  const gitDir = mirrors === undefined ? `${into}.git` : join(mirrors, repo.replace('/', '+'), 'repo');
  if (mirrors === undefined) check('git', ['clone', '--quiet', '--bare', `https://github.com/${repo}`, gitDir]);
  const commit = check('git', ['--git-dir', gitDir, 'rev-parse', 'HEAD']).trim();
  const tag = spawnSync('git', ['--git-dir', gitDir, 'describe', '--tags', '--abbrev=0'], { encoding: 'utf8' });
  mkdirSync(into, { recursive: true });
  const archive = spawnSync('git', ['--git-dir', gitDir, 'archive', '--format=tar', 'HEAD'], {
    maxBuffer: 512 * 1024 * 1024,
  });
  if (archive.status !== 0) throw new Error(`git archive of ${repo} failed: ${archive.stderr}`);
  const tar = spawnSync('tar', ['-x', '-C', into], { input: archive.stdout });
  if (tar.status !== 0) throw new Error(`tar failed: ${tar.stderr}`);
  return { commit, version: `${tag.status === 0 ? tag.stdout.trim() : '0'}+g${commit.slice(0, 7)}` };
}

const { values } = commandLine('usage: npm run bench:python [-- --rounds N] [--git-mirrors DIR]', {
  options: { rounds: { type: 'string', default: '9' }, 'git-mirrors': { type: 'string' } },
});

const work = mkdtempSync(join(tmpdir(), 'bank-number-bench-python-'));
try {
  const { wheel, bytes } = await buildPythonWheel(join(work, 'dist'));
  // A virtual environment of its own: the wheel (its wasmtime from the project environment's
  // wheels) and schwifty's dependencies from the index.
  const tools = await pythonEnv();
  const venv = join(work, 'venv');
  check(tools, ['-m', 'venv', '--without-pip', venv]);
  const wheels = join(tools, '..', '..', 'wheels');
  const python = venvPython(venv);
  const versions: Record<string, string> = {};
  const paths: string[] = [];
  const install = (args: readonly string[], version?: string): void => {
    // A checkout has no git history for hatch-vcs or setuptools-scm: its version is given.
    const env = version === undefined ? process.env : { ...process.env, SETUPTOOLS_SCM_PRETEND_VERSION: version };
    const pip = spawnSync(
      tools,
      ['-m', 'pip', '--python', python, 'install', '--quiet', '--find-links', wheels, ...args],
      {
        encoding: 'utf8',
        env,
      },
    );
    if (pip.status !== 0) throw new Error(`pip install failed:\n${pip.stdout}${pip.stderr}`);
  };
  install([wheel, ...FROM_INDEX]);
  for (const peer of PEERS) {
    const into = join(work, 'peers', peer.repo.replace('/', '+'));
    const { commit, version } = checkout(peer.repo, into, values['git-mirrors']);
    versions[peer.repo] = commit.slice(0, 12);
    if (peer.install) install([into], version);
    else paths.push(into);
  }

  const { sdk, iban } = await node();
  const entries = [];
  for (const entry of ibanCorpus()) {
    const verdict = await sdk.validate(entry.input, { format: 'iban' }).catch(() => undefined);
    entries.push({ input: entry.input, kind: entry.kind, iso: entry.expected, sdk: verdict?.result.valid ?? false });
  }
  const germanFails = [...new Set(GERMAN_ACCOUNT_FAILS.map((r) => r.input))].map((input) => ({
    input,
    sdk: iban.isValidIban(input),
  }));
  const inputs = join(work, 'inputs.json');
  writeFileSync(inputs, JSON.stringify({ corpus: entries, germanFails }));

  const cache = join(work, 'cache');
  const started = spawnSync(
    python,
    [join(repoRoot, 'scripts', 'bench', 'python.py'), inputs, cache, values.rounds ?? '9'],
    {
      encoding: 'utf8',
      env: { ...process.env, PYTHONPATH: paths.join(':'), BANK_NUMBER_CACHE_DIR: cache },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  if (started.status !== 0) throw new Error('scripts/bench/python.py failed');
  const report = JSON.parse(started.stdout) as Record<string, unknown>;
  console.log(
    JSON.stringify(
      {
        wheelMiB: +(bytes / 1024 / 1024).toFixed(2),
        peers: versions,
        load: loadavg().map((x) => +x.toFixed(2)),
        ...report,
      },
      null,
      2,
    ),
  );
  if (existsSync(cache)) rmSync(cache, { recursive: true, force: true });
} finally {
  rmSync(work, { recursive: true, force: true });
}

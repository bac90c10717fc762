/**
 * Who may import whom in sdk/: the table of docs/architecture.md, enforced by `npm run lint`
 * (dependency-cruiser). Each rule is named after what it keeps apart; a violation prints the rule's
 * name and its comment.
 *
 * - Tests (`*.test.ts`, `*.test-d.ts`) may import anything. Test support (a `test-support/` folder)
 *   follows the rules of the part it sits in, and may also import `node:` modules, test tools and
 *   the shared test data of `test/`; nothing but tests and other test support imports it.
 * - A type-only import counts as an import: a type couples two parts as much as a value does, and
 *   the declarations a part ships name the types it imports.
 */

const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

/**
 * Violations known and left for later, one entry each (`depcruise sdk --config
 * .dependency-cruiser.cjs --output-type baseline --output-to .dependency-cruiser-known-violations.json`):
 * a stopgap while a fix is under way. Lint passes over them, and says how many it passed over.
 */
const KNOWN = join(__dirname, '.dependency-cruiser-known-violations.json');

/** Tests (left out of the cruise) and test support (held to its part's rules, and more). */
const TESTS = '\\.test(-d)?\\.ts$';
const TEST_SUPPORT = '/test-support/';
const NOT_TEST = [TESTS, TEST_SUPPORT];

/**
 * The dispatcher: the files directly in sdk/ but the entry sdk/index.ts, and those directly in
 * sdk/formats/ (the contract a format fulfils and the lists of the formats), above the folders.
 */
const DISPATCHER = '^sdk/((?!index\\.ts$)[^/]+|formats/[^/]+)\\.ts$';

/**
 * A format's face to the rest of the package: its public entry (`index.ts`, what `bank-number/iban`
 * and the other format entries export), its descriptor (`descriptor.ts`), and the two modules the
 * descriptor is built from that a consumer may need without the rest: its checks (`check.ts`) and
 * its bank lookup (`lookup.ts`, imported on demand); and the IBAN's SEPA list (`sepa.ts`), which
 * `iban({ sepa: true })` reads without the rest of the IBAN entry.
 */
const FORMAT_FACE = '^sdk/formats/([^/]+/(index|descriptor|check|lookup)|iban/sepa)\\.ts$';

/** The parts of sdk/ a module may import besides its own, keyed by the part's path. */
const parts = [
  {
    name: 'core',
    path: '^sdk/core/',
    may: ['^sdk/core/', '^sdk/generated/countries/', '^sdk/generated/formats\\.ts$'],
  },
  { name: 'locales', path: '^sdk/locales/', may: ['^sdk/locales/', '^sdk/core/', '^sdk/formats/identities\\.ts$'] },
  {
    name: 'dispatcher',
    path: DISPATCHER,
    may: [DISPATCHER, '^sdk/core/', '^sdk/formats/', '^sdk/generated/data-status\\.ts$'],
  },
  { name: 'entry', path: '^sdk/index\\.ts$', may: [DISPATCHER, '^sdk/core/', '^sdk/locales/'] },
  {
    // The payment references: a family of their own beside the formats, never detected as one; the
    // QR-bill's pairing asks the IBAN's public entry whether an IBAN is a QR-IBAN.
    name: 'references',
    path: '^sdk/references/',
    may: ['^sdk/references/', '^sdk/core/', '^sdk/formats/iban/index\\.ts$'],
  },
  {
    name: 'schema',
    path: '^sdk/schema/',
    may: ['^sdk/schema/', DISPATCHER, FORMAT_FACE, '^sdk/core/', '^sdk/locales/', '^sdk/references/index\\.ts$'],
  },
  { name: 'client', path: '^sdk/client/', may: ['^sdk/client/', DISPATCHER, FORMAT_FACE, '^sdk/core/'] },
  { name: 'server', path: '^sdk/server/', may: ['^sdk/server/', DISPATCHER, '^sdk/core/'] },
  {
    name: 'element',
    path: '^sdk/element/',
    may: ['^sdk/element/', DISPATCHER, '^sdk/core/', '^sdk/locales/', '^sdk/client/index\\.ts$'],
  },
  {
    // The WebAssembly component's guest: the whole package behind the WIT interface, with every
    // format's bank data put in place at once.
    name: 'wasm',
    path: '^sdk/wasm/',
    may: ['^sdk/wasm/', '^sdk/index\\.ts$', DISPATCHER, '^sdk/core/', '^sdk/formats/'],
  },
  {
    name: 'cli',
    path: '^sdk/cli/',
    may: ['^sdk/cli/', DISPATCHER, '^sdk/core/', '^sdk/server/adapters/node\\.ts$', '^sdk/references/index\\.ts$'],
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle of imports in sdk/: the parts depend one way (docs/architecture.md).',
      from: { path: '^sdk/', pathNot: NOT_TEST },
      to: { circular: true, pathNot: NOT_TEST },
    },
    {
      name: 'no-folder-circular',
      severity: 'error',
      scope: 'folder',
      comment: 'A loop between folders of sdk/: the folders of sdk/ and of sdk/server form a tree.',
      from: { path: '^sdk/', pathNot: 'test-support' },
      to: { circular: true },
    },
    {
      name: 'generated-imports-nothing',
      severity: 'error',
      comment: 'sdk/generated/ is data written by the builder: it imports nothing outside itself.',
      from: { path: '^sdk/generated/' },
      to: { pathNot: '^sdk/generated/' },
    },
    {
      name: 'format-imports-another-format',
      severity: 'error',
      comment:
        'A format never imports another format: what two formats share goes into sdk/core/, or the ' +
        'dispatcher passes it in.',
      from: { path: '^sdk/formats/([^/]+)/', pathNot: TESTS },
      to: { path: '^sdk/formats/[^/]+/', pathNot: '^sdk/formats/$1/' },
    },
    {
      name: 'format-imports-outside-core',
      severity: 'error',
      comment:
        'sdk/formats/<format> imports sdk/core/, its own sdk/generated/ data, and the types of the ' +
        'contracts directly in sdk/formats/ (what a format fulfils) only.',
      from: { path: '^sdk/formats/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^sdk/',
        pathNot: ['^sdk/formats/[^/]+/', '^sdk/formats/[^/]+\\.ts$', '^sdk/core/', '^sdk/generated/(banks/)?$1'],
      },
    },
    {
      name: 'format-imports-the-format-lists',
      severity: 'error',
      comment:
        'sdk/formats/<format> takes only types from the files directly in sdk/formats/: the lists of ' +
        'the formats import the formats.',
      from: { path: '^sdk/formats/([^/]+)/', pathNot: TESTS },
      to: { path: '^sdk/formats/[^/]+\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    ...parts.map((part) => ({
      name: `${part.name}-imports-outside-its-parts`,
      severity: 'error',
      comment: `${part.path.replace(/^\^|\\|\$$/g, '')} imports only ${part.may
        .map((may) => may.replace(/^\^|\\|\$$/g, ''))
        .join(', ')} (docs/architecture.md).`,
      from: { path: part.path, pathNot: TESTS },
      to: { path: '^sdk/', pathNot: part.may },
    })),
    {
      name: 'sdk-imports-scripts',
      severity: 'error',
      comment: 'sdk/ never imports scripts/ or demo/: the tools and the site use the SDK, not the reverse.',
      from: { path: '^sdk/', pathNot: TESTS },
      to: { path: '^(scripts|demo)/' },
    },
    {
      name: 'shipped-code-imports-test',
      severity: 'error',
      comment: 'What sdk/ ships never imports test/ (test support may take its shared test data).',
      from: { path: '^sdk/', pathNot: NOT_TEST },
      to: { path: '^test/' },
    },
    {
      name: 'shipped-code-imports-test-support',
      severity: 'error',
      comment: 'Only tests and other test support import a test-support/ folder.',
      from: { path: '^sdk/', pathNot: NOT_TEST },
      to: { path: TEST_SUPPORT },
    },
    {
      name: 'node-outside-adapters',
      severity: 'error',
      comment:
        'Only sdk/server/adapters (the Node adapter) and sdk/cli (the Node command) import node: ' +
        'modules; the rest of sdk/ runs in browsers and other runtimes too.',
      from: { path: '^sdk/', pathNot: ['^sdk/server/adapters/', '^sdk/cli/', ...NOT_TEST] },
      to: { dependencyTypes: ['core'] },
    },
  ],
  options: {
    // Folder scope (no-folder-circular) needs the folders' metrics.
    metrics: true,
    knownViolations: existsSync(KNOWN) ? JSON.parse(readFileSync(KNOWN, 'utf8')) : [],
    doNotFollow: { path: 'node_modules' },
    // Tests may import anything: no rule concerns them, so they are left out of the cruise.
    exclude: { path: ['\\.test(-d)?\\.ts$', '^sdk/generated/.*\\.json$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
    reporterOptions: { text: { highlightFocused: false } },
  },
};

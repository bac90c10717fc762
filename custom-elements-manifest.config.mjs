/**
 * Custom Elements Manifest of `bank-number/element`: `npm run analyze` writes custom-elements.json
 * from the JSDoc header of the element's class. Paths point at the built files users import.
 */
import { posix } from 'node:path';

const toDist = (path) => path?.replace(/^\/?sdk\//, 'dist/').replace(/\.ts$/, '.js');

/**
 * Rewrites module paths and references from the sources (sdk/*.ts) to the package (dist/*.js);
 * a re-export's relative specifier becomes a path from the package root like every other.
 */
function distPaths() {
  const fix = (node, base) => {
    if (Array.isArray(node)) return node.forEach((item) => fix(item, base));
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'module' && typeof value === 'string' && value.startsWith('.')) {
        node[key] = toDist(posix.join(posix.dirname(base), value));
      } else if ((key === 'path' || key === 'module') && typeof value === 'string') {
        node[key] = toDist(value);
      } else {
        fix(value, base);
      }
    }
  };
  return {
    name: 'bank-number-dist-paths',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        mod.path = toDist(mod.path);
        fix(mod.declarations, mod.path);
        fix(mod.exports, mod.path);
      }
    },
  };
}

/** Leaves out private (#) and protected members, which are not part of the contract. */
function publicOnly() {
  return {
    name: 'bank-number-public-only',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        for (const declaration of mod.declarations ?? []) {
          if (declaration.members) {
            declaration.members = declaration.members.filter(
              (m) => m.privacy !== 'private' && m.privacy !== 'protected' && !m.name.startsWith('#'),
            );
          }
        }
      }
    },
  };
}

export default {
  // The public modules: the class and the form control it extends, the barrel of bank-number/element,
  // and the define module.
  globs: [
    'sdk/element/bank-number-input.ts',
    'sdk/element/form-control.ts',
    'sdk/element/index.ts',
    'sdk/element/define.ts',
  ],
  outdir: '.',
  litelement: true,
  packagejson: false,
  plugins: [publicOnly(), distPaths()],
};

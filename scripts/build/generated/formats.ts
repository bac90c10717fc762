/**
 * Builder of the formats' ids and lists, from `data/formats.json` (which formats, in which order)
 * and the files each format's folder has (`sdk/formats/<format>/`):
 *
 * - `sdk/generated/formats.ts`: the `Format` type and `FORMAT_IDS`, which sdk/core reads;
 * - the lists of sdk/formats/, one per room (`ROOMS`): each entry is the one export of the room's
 *   type in the folder's file of the room (`identity.ts` → `FormatIdentity`, …). A folder without
 *   the file of an optional room (a format with no bank lookup) is left out of that list.
 *
 * The rooms are lists apart, so that a bundle that validates carries no lookup, generator, display,
 * typing or JSON Schema code: docs/architecture.md, "The formats".
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir, repoRoot } from '../../dev/paths.ts';

const formatsDir = join(repoRoot, 'sdk', 'formats');

/** One list of sdk/formats/: which file of a folder holds its entry, of which type. */
interface Room {
  /** The list's module, relative to sdk/formats/. */
  readonly list: string;
  /** The file of each format's folder that exports the entry. */
  readonly file: string;
  /** The entry's type, as the folder's file declares it (`export const x: Type` or `satisfies Type`). */
  readonly type: string;
  /** The list's name and the type of its entries, as exported. */
  readonly name: string;
  readonly listType: string;
  /** Every format has one. */
  readonly required: boolean;
  /** The order of the list: of `formats`, or of `detection`. */
  readonly order: 'formats' | 'detection';
  /** What the list is for: the list module's doc comment. */
  readonly doc: string;
}

export const ROOMS: readonly Room[] = [
  {
    list: 'identity-list.ts',
    file: 'identity.ts',
    type: 'FormatIdentity',
    name: 'IDENTITIES',
    listType: 'FormatIdentity[]',
    required: true,
    order: 'detection',
    doc: "The formats' identities, in the order detection tries them (docs/contract.md §3): `formats/identities.ts`.",
  },
  {
    list: 'descriptor-list.ts',
    file: 'descriptor.ts',
    type: 'FormatDescriptor',
    name: 'DESCRIPTORS',
    listType: 'FormatDescriptor[]',
    required: true,
    order: 'formats',
    doc: "The formats' descriptors: `formats/index.ts`.",
  },
  {
    list: 'lookups.ts',
    file: 'lookup.ts',
    type: 'FormatLookup',
    name: 'LOOKUPS',
    listType: 'readonly FormatLookup[]',
    required: false,
    order: 'formats',
    doc:
      "The formats' bank lookups (`FormatLookup`): what the dispatcher (sdk/lookups.ts) imports on demand, so that\n" +
      ' * validation carries no lookup code. Each one loads its data in chunks of its own.',
  },
  {
    list: 'lookups-now.ts',
    file: 'lookup-now.ts',
    type: 'FormatLookupNow',
    name: 'LOOKUPS_NOW',
    listType: 'readonly FormatLookupNow[]',
    required: false,
    order: 'formats',
    doc: "The formats' lookup data put in place at once (`FormatLookupNow`): for the WebAssembly component's guest.",
  },
  {
    list: 'generator-list.ts',
    file: 'generate.ts',
    type: 'FormatGenerator',
    name: 'GENERATOR_ENTRIES',
    listType: '',
    required: false,
    order: 'formats',
    doc: "The formats' seeded generators, each as its folder declares it: `formats/generators.ts`.",
  },
  {
    list: 'displays.ts',
    file: 'format.ts',
    type: 'FormatDisplay',
    name: 'DISPLAYS',
    listType: 'readonly FormatDisplay[]',
    required: false,
    order: 'formats',
    doc: "The formats' display forms (`FormatDisplay`), for generated numbers and the element.",
  },
  {
    list: 'typing-list.ts',
    file: 'typing.ts',
    type: 'FormatTyping',
    name: 'TYPINGS',
    listType: 'readonly FormatTyping[]',
    required: false,
    order: 'formats',
    doc: 'How `<bank-number-input>` writes each format while it is typed: `formats/typings.ts`.',
  },
  {
    list: 'enrichers.ts',
    file: 'enrich.ts',
    type: 'FormatEnricher',
    name: 'ENRICHERS',
    listType: 'readonly FormatEnricher[]',
    required: false,
    order: 'formats',
    doc: "The formats' enrichers (`FormatEnricher`), for `enrich` and the service's `/enrich`.",
  },
  {
    list: 'shapes.ts',
    file: 'check.ts',
    type: 'FormatShaper',
    name: 'SHAPES',
    listType: 'readonly FormatShaper[]',
    required: false,
    order: 'formats',
    doc:
      "What JSON Schema can say of each format's valid numbers (`FormatShaper`), for the JSON Schema of\n" +
      ' * `bankNumber()`: apart from the descriptors, so that validation carries none of it.',
  },
];

/** The formats of data/formats.json, checked: the same ids in both orders, each a folder. */
export function readFormats(): { formats: string[]; detection: string[] } {
  const { formats, detection } = JSON.parse(readFileSync(join(dataDir, 'formats.json'), 'utf8')) as {
    formats: string[];
    detection: string[];
  };
  if ([...formats].sort().join() !== [...detection].sort().join() || new Set(formats).size !== formats.length)
    throw new Error('data/formats.json: `formats` and `detection` must hold the same formats, once each');
  for (const id of formats)
    if (!/^[a-z][a-z0-9-]*$/.test(id) || !existsSync(join(formatsDir, id, 'descriptor.ts')))
      throw new Error(`data/formats.json: ${id} is not a folder of sdk/formats/ with a descriptor.ts`);
  return { formats, detection };
}

/** The name of the one export of `room`'s type in `file`; throws when there is none, or several. */
function entryName(room: Room, id: string, source: string): string {
  const annotated = [...source.matchAll(new RegExp(`^export const (\\w+): ${room.type}\\b`, 'gm'))];
  const satisfied = [...source.matchAll(/^export const (\w+) = \{$[\s\S]*?^\} satisfies (\w+);$/gm)].filter(
    (m) => m[2] === room.type,
  );
  const names = [...annotated, ...satisfied].map((m) => m[1] as string);
  if (names.length !== 1)
    throw new Error(`sdk/formats/${id}/${room.file}: ${names.length} exports of type ${room.type}, not one`);
  return names[0] as string;
}

/** The module of one list, formatted as biome formats it. */
function listModule(room: Room, entries: { id: string; name: string }[]): string {
  const typeFile = room.type === 'FormatTyping' ? './typing.ts' : './descriptor.ts';
  const imports = [
    ...entries.map((e) => ({
      from: `./${e.id}/${room.file}`,
      line: `import { ${e.name} } from './${e.id}/${room.file}';`,
    })),
    ...(room.listType === '' ? [] : [{ from: typeFile, line: `import type { ${room.type} } from '${typeFile}';` }]),
  ].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const names = entries.map((e) => e.name);
  const head = room.listType === '' ? `export const ${room.name} = ` : `export const ${room.name}: ${room.listType} = `;
  const tail = room.listType === '' ? ' as const;' : ';';
  const oneLine = `${head}[${names.join(', ')}]${tail}`;
  const list = oneLine.length <= 120 ? oneLine : `${head}[\n${names.map((n) => `  ${n},\n`).join('')}]${tail}`;
  return `/**\n * ${room.doc}\n * @module\n */\n${imports.map((i) => i.line).join('\n')}\n\n${list}\n`;
}

/** The lists of sdk/formats/, path relative to sdk/formats/ → content (with the header). */
export function formatLists(header: string): Map<string, string> {
  const { formats, detection } = readFormats();
  const files = new Map<string, string>();
  for (const room of ROOMS) {
    const entries: { id: string; name: string }[] = [];
    for (const id of room.order === 'formats' ? formats : detection) {
      const path = join(formatsDir, id, room.file);
      if (!existsSync(path)) {
        if (room.required) throw new Error(`sdk/formats/${id}/${room.file} is missing: every format has one`);
        continue;
      }
      entries.push({ id, name: entryName(room, id, readFileSync(path, 'utf8')) });
    }
    files.set(room.list, header + listModule(room, entries));
  }
  return files;
}

/** `sdk/generated/formats.ts`: the formats' ids, which sdk/core reads. */
export default function build(): Map<string, string> {
  const { formats } = readFormats();
  const union = formats.map((id) => `'${id}'`).join(' | ');
  return new Map([
    [
      'formats.ts',
      '/** A format hint or a detected format (docs/contract.md §3). */\n' +
        `export type Format = ${union};\n\n` +
        '/** The format hints, in the order the documentation lists them (data/formats.json). */\n' +
        `export const FORMAT_IDS: readonly Format[] = [${formats.map((id) => `'${id}'`).join(', ')}];\n`,
    ],
  ]);
}

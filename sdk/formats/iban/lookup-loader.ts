import type { BankInfo } from '../../core/types.ts';
import { ibanBankChunks, type IbanBankChunk } from '../../generated/banks/iban-chunks.ts';
import type { GermanMethod } from './national/de/types.ts';

/**
 * The part of the IBAN lookup that only loading needs: the table of country chunks and their
 * decoder. `lookup.ts` reaches it through `import()` alone, so that validation, which reads only
 * directories already loaded, never carries it.
 */

/** One country's bank directory, decoded once from its chunk. */
export interface IbanDirectory {
  /** Where the bank code sits in the IBAN. */
  readonly start: number;
  readonly end: number;
  /** Bank code → the bank, as the lookup answers (one object per bank, copied for each answer). */
  readonly byCode: ReadonlyMap<string, BankInfo>;
  /**
   * Bank code, as a number, → the code's account check-digit method, where the chunk names them
   * (Germany). A method reads the account in place at the end of the IBAN it is given.
   */
  readonly accountMethods?: ReadonlyMap<number, GermanMethod>;
  /**
   * Bank codes the publisher has deleted or marked for deletion → the successor bank code it
   * names, or null, where the chunk lists them (Germany). Such a code's bank is its successor's.
   */
  readonly retired?: ReadonlyMap<string, string | null>;
  /**
   * Bank code → the further BICs the directory lists for it beside its bank's own (branch BICs,
   * ascending), where the chunk names them (Germany, Lithuania).
   */
  readonly branchBics?: ReadonlyMap<string, readonly string[]>;
}

/**
 * The bank directory of an IBAN country (upper case), imported and decoded; undefined, with
 * nothing imported, for a code without one. A chunk that names the account check-digit method of
 * its bank codes (Germany's) brings the methods too, in `accountMethods`. Rejects when the chunk
 * fails to load.
 */
export async function loadIbanDirectory(countryCode: string): Promise<IbanDirectory | undefined> {
  const loader = Object.hasOwn(ibanBankChunks, countryCode) ? ibanBankChunks[countryCode] : undefined;
  if (!loader) return undefined;
  const chunk = await loader();
  const methods = chunk.accountMethods === undefined ? {} : (await import('./national/de/methods.ts')).GERMAN_METHODS;
  return decodeIbanChunk(chunk, methods);
}

/**
 * The method of each bank code: `ids` holds two characters per code, in the order the chunk's
 * codes are decoded (ascending). A code whose method is not among `methods` gets none, and no
 * check; nor does one of method 09, which checks nothing (a fifth of the codes), so that checking
 * its IBANs calls nothing. Keyed by the code as a number, so that checking an IBAN builds no string.
 */
function accountChecks(
  ids: string,
  codes: Iterable<string>,
  methods: Readonly<Record<string, GermanMethod>>,
): Map<number, GermanMethod> {
  const byCode = new Map<number, GermanMethod>();
  let k = 0;
  for (const code of codes) {
    const id = ids.slice(k, (k += 2));
    if (id !== '09' && Object.hasOwn(methods, id)) byCode.set(Number(code), methods[id] as GermanMethod);
  }
  return byCode;
}

/**
 * The IBAN countries that have a bank directory, sorted.
 * @example ibanLookupCountries().includes('DE') // true
 */
export function ibanLookupCountries(): string[] {
  return Object.keys(ibanBankChunks).sort();
}

/**
 * Unpacks a chunk written by scripts/build/generated/banks.ts (see `ibanChunk` and `encodeCodes` there), for
 * `loadIbanDirectory` and for `putIbanDirectory`. A chunk that names the check-digit method of its
 * bank codes (Germany's) gets `accountMethods` from `methods`, the Bundesbank methods by id
 * (`GERMAN_METHODS` of national/de/methods.ts): the caller passes them, so that this module does not
 * carry them into a bundle that never loads German data.
 */
export function decodeIbanChunk(chunk: IbanBankChunk, methods: Readonly<Record<string, GermanMethod>>): IbanDirectory {
  const banks: BankInfo[] = [];
  for (const entry of chunk.banks.split(';')) {
    const [name = '', bic = '', city = ''] = entry.split(',');
    banks.push({
      bankName: chunk.names[parseInt(name, 36)] as string,
      bic: bic === '' ? null : bic,
      country: chunk.country,
      countryCode: chunk.countryCode,
      city: city === '' ? null : (chunk.cities[parseInt(city, 36)] as string),
    });
  }
  const width = chunk.end - chunk.start;
  const byCode = new Map<string, BankInfo>();
  let next = 0;
  let nextNew = 0;
  for (const token of chunk.codes.split(',')) {
    const colon = token.indexOf(':');
    const range = colon < 0 ? token : token.slice(0, colon);
    const dot = range.indexOf('.');
    const first = next + parseInt(dot < 0 ? range : range.slice(0, dot), 36);
    const last = first + (dot < 0 ? 0 : parseInt(range.slice(dot + 1), 36));
    const bank = banks[colon < 0 ? nextNew++ : parseInt(token.slice(colon + 1), 36)] as BankInfo;
    for (let n = first; n <= last; n++) byCode.set(n.toString(chunk.radix).toUpperCase().padStart(width, '0'), bank);
    next = last + 1;
  }
  // Before the retired codes take their successor's bank: a short BIC completes the code's own.
  const branchBics = chunk.branchBics === undefined ? undefined : branchBicsOf(chunk.branchBics, byCode);
  const retired = chunk.retired === undefined ? undefined : retiredCodes(chunk.retired, byCode);
  return {
    start: chunk.start,
    end: chunk.end,
    byCode,
    ...(chunk.accountMethods === undefined
      ? {}
      : { accountMethods: accountChecks(chunk.accountMethods, byCode.keys(), methods) }),
    ...(retired === undefined ? {} : { retired }),
    ...(branchBics === undefined ? {} : { branchBics }),
  };
}

/**
 * The branch BICs of a chunk (`code,bic,bic…`, `;`-separated): a BIC of three characters is the
 * branch of the code's bank's BIC, whose first eight characters it takes.
 */
function branchBicsOf(list: string, byCode: ReadonlyMap<string, BankInfo>): Map<string, readonly string[]> {
  const out = new Map<string, readonly string[]>();
  for (const entry of list === '' ? [] : list.split(';')) {
    const [code = '', ...bics] = entry.split(',');
    const head = byCode.get(code)?.bic?.slice(0, 8);
    if (head === undefined) continue;
    out.set(
      code,
      bics.map((bic) => (bic.length === 3 ? head + bic : bic)),
    );
  }
  return out;
}

/**
 * The retired codes of a chunk (`code` or `code>successor`, `,`-separated). Each one's entry in
 * `byCode` becomes the bank of its successor, followed to the end of a chain, where the directory
 * has it; the order of `byCode`'s keys stays as it is.
 */
function retiredCodes(list: string, byCode: Map<string, BankInfo>): Map<string, string | null> {
  const retired = new Map<string, string | null>();
  for (const token of list === '' ? [] : list.split(',')) {
    const [code = '', successor = null] = token.split('>');
    retired.set(code, successor);
  }
  for (const code of retired.keys()) {
    let successor = retired.get(code) ?? null;
    for (let hops = 0; successor !== null && retired.get(successor) && hops < 8; hops++)
      successor = retired.get(successor) ?? null;
    const bank = successor === null ? undefined : byCode.get(successor);
    if (bank && byCode.has(code)) byCode.set(code, bank);
  }
  return retired;
}

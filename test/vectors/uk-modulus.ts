/**
 * The test cases of Pay.UK's "Validating account numbers" specification (the appendix of worked
 * cases, unchanged through the 8.x releases): a sort code, an account number, whether the pair
 * passes the modulus check, and what the case exercises. They hold with Pay.UK's tables of that
 * release; the tests load a copy of the tables at test time (docs/uk-modulus.md), none is shipped.
 * @module
 */

/** One case of the specification. */
export interface UkModulusSpecCase {
  /** Its number in the specification. */
  n: number;
  sortCode: string;
  account: string;
  passes: boolean;
  /** The method or exception it exercises. */
  exercises: string;
}

export const UK_MODULUS_SPEC_CASES: readonly UkModulusSpecCase[] = [
  { n: 1, sortCode: '089999', account: '66374958', passes: true, exercises: 'MOD10 passes' },
  { n: 2, sortCode: '107999', account: '88837491', passes: true, exercises: 'MOD11 passes' },
  { n: 3, sortCode: '202959', account: '63748472', passes: true, exercises: 'MOD11 and DBLAL both pass' },
  {
    n: 4,
    sortCode: '871427',
    account: '46238510',
    passes: true,
    exercises: 'exceptions 10 & 11: first passes, second fails',
  },
  {
    n: 5,
    sortCode: '872427',
    account: '46238510',
    passes: true,
    exercises: 'exceptions 10 & 11: first fails, second passes',
  },
  { n: 6, sortCode: '871427', account: '09123496', passes: true, exercises: 'exception 10: ab = 09 and g = 9' },
  { n: 7, sortCode: '871427', account: '99123496', passes: true, exercises: 'exception 10: ab = 99 and g = 9' },
  {
    n: 8,
    sortCode: '820000',
    account: '73688637',
    passes: true,
    exercises: 'exception 3: c = 6, start of a range, DBLAL left out',
  },
  {
    n: 9,
    sortCode: '827999',
    account: '73988638',
    passes: true,
    exercises: 'exception 3: c = 9, end of a range, DBLAL left out',
  },
  {
    n: 10,
    sortCode: '827101',
    account: '28748352',
    passes: true,
    exercises: 'exception 3: c not 6 or 9, both checks pass',
  },
  { n: 11, sortCode: '134020', account: '63849203', passes: true, exercises: 'exception 4: the remainder equals gh' },
  { n: 12, sortCode: '118765', account: '64371389', passes: true, exercises: 'exception 1: 27 added, DBLAL passes' },
  { n: 13, sortCode: '200915', account: '41011166', passes: true, exercises: 'exception 6: foreign-currency account' },
  { n: 14, sortCode: '938611', account: '07806039', passes: true, exercises: 'exception 5 passes' },
  {
    n: 15,
    sortCode: '938600',
    account: '42368003',
    passes: true,
    exercises: 'exception 5 passes with a substituted sort code',
  },
  { n: 16, sortCode: '938063', account: '55065200', passes: true, exercises: 'exception 5: both remainders 0' },
  { n: 17, sortCode: '772798', account: '99345694', passes: true, exercises: 'exception 7: g = 9 zeroes u to b' },
  { n: 18, sortCode: '086090', account: '06774744', passes: true, exercises: 'exception 8: sort code 090126' },
  { n: 19, sortCode: '309070', account: '02355688', passes: true, exercises: 'exceptions 2 & 9: first check passes' },
  {
    n: 20,
    sortCode: '309070',
    account: '12345668',
    passes: true,
    exercises: 'exceptions 2 & 9: second passes with 309634',
  },
  { n: 21, sortCode: '309070', account: '12345677', passes: true, exercises: 'exception 2: a ≠ 0, g ≠ 9' },
  { n: 22, sortCode: '309070', account: '99345694', passes: true, exercises: 'exception 2: a ≠ 0, g = 9' },
  {
    n: 23,
    sortCode: '938063',
    account: '15764273',
    passes: false,
    exercises: 'exception 5: first check digit right, second wrong',
  },
  {
    n: 24,
    sortCode: '938063',
    account: '15764264',
    passes: false,
    exercises: 'exception 5: first check digit wrong, second right',
  },
  { n: 25, sortCode: '938063', account: '15763217', passes: false, exercises: 'exception 5: remainder 1' },
  { n: 26, sortCode: '118765', account: '64371388', passes: false, exercises: 'exception 1: DBLAL fails' },
  { n: 27, sortCode: '203099', account: '66831036', passes: false, exercises: 'MOD11 passes, DBLAL fails' },
  { n: 28, sortCode: '203099', account: '58716970', passes: false, exercises: 'MOD11 fails, DBLAL passes' },
  { n: 29, sortCode: '089999', account: '66374959', passes: false, exercises: 'MOD10 fails' },
  { n: 30, sortCode: '107999', account: '88837493', passes: false, exercises: 'MOD11 fails' },
  {
    n: 31,
    sortCode: '074456',
    account: '12345112',
    passes: true,
    exercises: 'exceptions 12 & 13: MOD11 passes, MOD10 not needed',
  },
  {
    n: 32,
    sortCode: '070116',
    account: '34012583',
    passes: true,
    exercises: 'exceptions 12 & 13: MOD11 passes (MOD10 too)',
  },
  {
    n: 33,
    sortCode: '074456',
    account: '11104102',
    passes: true,
    exercises: 'exceptions 12 & 13: MOD11 fails, MOD10 passes',
  },
  {
    n: 34,
    sortCode: '180002',
    account: '00000190',
    passes: true,
    exercises: 'exception 14: first check fails, shifted account passes',
  },
];

/**
 * Example account numbers of the Bundesbank's check-digit methods 00–59, valid and invalid, as
 * facts: every method of `METHODS_00_59` must agree with each (methods.test.ts beside the methods
 * runs them). Account numbers are written as published, without the zeros that pad them to 10
 * digits. `source` says where an example comes from:
 * - `bundesbank`: the Deutsche Bundesbank's description "Prüfzifferberechnungsmethoden", its test
 *   account numbers ("Testkontonummern", right and wrong) and the account numbers of its worked
 *   examples ("Beispiel"), as reproduced in swallat/gen-ibans (`prompts/methods/generated/`);
 * - `ibantools-germany`: the test suite of baumerdev/ibantools-germany (MIT or MPL-2.0)
 *   (`src/__tests__/lib/methods/`), where the description gives no example or no wrong one;
 * - `schwifty`: the test suite of mdomke/schwifty (MIT) (`tests/test_checksum.py`).
 * Sources under the GPL or LGPL are not taken from. For methods 35 and 54 the description gives
 * right account numbers only and no bank code of the bank-code file uses them; their wrong examples
 * are the right ones with the check digit changed (methods-00-59.test.ts).
 * Method 51's description lists wrong account numbers for each of its steps A to D; those listed here
 * as invalid fail the whole method (0001234566, wrong for step B, passes step C, and 0001156078,
 * wrong for step A, is a right example of step B). Left out: ibantools-germany's 1234567860 at bank
 * code 16052072 (method 53), which it takes as valid by reading the last nine digits of a 10-digit
 * number; the description defines method 53 for 9-digit account numbers and 10-digit ones starting
 * with 9 only.
 * Quelle der Testkontonummern: Deutsche Bundesbank.
 */
export interface GermanMethodExample {
  method: string;
  bankCode?: string;
  valid: readonly string[];
  invalid: readonly string[];
  source: 'bundesbank' | 'ibantools-germany' | 'schwifty';
}

export const DE_METHOD_EXAMPLES_00_59: readonly GermanMethodExample[] = [
  { method: '00', source: 'bundesbank', valid: ['9290701', '539290858', '1501824', '1501832'], invalid: [] },
  {
    method: '00',
    source: 'ibantools-germany',
    valid: ['1234567897'],
    invalid: ['9290801', '539190858', '1601824', '1501842', '1234667897'],
  },
  { method: '01', source: 'ibantools-germany', valid: ['1234567899'], invalid: ['1244567899'] },
  {
    method: '02',
    source: 'ibantools-germany',
    valid: ['1234567897', '5834567890'],
    invalid: ['5234567890', '1234667897'],
  },
  { method: '03', source: 'ibantools-germany', valid: ['1234567890'], invalid: ['1235567890'] },
  { method: '04', source: 'ibantools-germany', valid: ['1234567892'], invalid: ['1234577892'] },
  { method: '05', source: 'ibantools-germany', valid: ['1234567897'], invalid: ['1234667897'] },
  { method: '06', source: 'bundesbank', valid: ['94012341', '5073321010'], invalid: [] },
  {
    method: '06',
    source: 'ibantools-germany',
    valid: ['1234567892'],
    invalid: ['94013341', '5073331010', '1234667892'],
  },
  {
    method: '07',
    source: 'ibantools-germany',
    valid: ['2234567890', '3234567891'],
    invalid: ['1234567890', '3234567890'],
  },
  { method: '08', source: 'ibantools-germany', valid: ['1234567897', '59999'], invalid: ['1235567897'] },
  { method: '08', source: 'schwifty', valid: ['0000006000'], invalid: ['0000060000'] },
  { method: '09', source: 'ibantools-germany', valid: ['12345'], invalid: [] },
  { method: '10', source: 'bundesbank', valid: ['12345008', '87654008'], invalid: [] },
  { method: '10', source: 'ibantools-germany', valid: ['1234567890'], invalid: ['12346008', '87656008', '1234577890'] },
  {
    method: '11',
    source: 'ibantools-germany',
    valid: ['3234567891', '2234567890', '1234567899'],
    invalid: ['3234667891', '2235567890', '1244567899'],
  },
  { method: '11', source: 'schwifty', valid: ['1000000060'], invalid: [] },
  { method: '13', source: 'ibantools-germany', valid: ['12345676', '1234567600'], invalid: ['12355676', '1244567600'] },
  {
    method: '14',
    source: 'ibantools-germany',
    valid: ['1234567897', '9994567897', '4567897'],
    invalid: ['1235567897', '9994667897', '4577897'],
  },
  {
    method: '15',
    source: 'ibantools-germany',
    valid: ['1234567890', '1234567830', '1234567881', '67890'],
    invalid: ['1234577890', '1234568830', '1234567981', '66890'],
  },
  {
    method: '16',
    source: 'ibantools-germany',
    valid: ['1134567895', '1234563811', '1234567841', '1234568499'],
    invalid: ['1135567895', '1234563821', '1235567841'],
  },
  { method: '16', source: 'schwifty', valid: ['0094012341'], invalid: [] },
  { method: '17', source: 'bundesbank', valid: ['0446786040'], invalid: [] },
  { method: '17', source: 'ibantools-germany', valid: ['1234567990'], invalid: ['1235567990', '0446886040'] },
  { method: '18', source: 'ibantools-germany', valid: ['1234567899'], invalid: ['1234557899'] },
  { method: '19', source: 'bundesbank', valid: ['0240334000', '0200520016'], invalid: [] },
  {
    method: '19',
    source: 'ibantools-germany',
    valid: ['1234567898'],
    invalid: ['0240434000', '0200620016', '1234577898'],
  },
  { method: '20', source: 'ibantools-germany', valid: ['1234567896'], invalid: ['1244567890'] },
  {
    method: '21',
    source: 'ibantools-germany',
    valid: ['1234567893', '9290708', '2345678909', '5678901237'],
    invalid: ['1234467893'],
  },
  { method: '22', source: 'ibantools-germany', valid: ['1234567895'], invalid: ['1233567890'] },
  {
    method: '23',
    source: 'ibantools-germany',
    valid: ['1234560890', '1237551890', '1234501890'],
    invalid: ['1334560890', '1247551890', '1235501890'],
  },
  { method: '24', source: 'bundesbank', valid: ['138301', '1306118605', '3307118608', '9307118603'], invalid: [] },
  {
    method: '24',
    source: 'ibantools-germany',
    valid: ['6000138301', '9990138301'],
    invalid: ['128301', '1306118705', '6000139301', '3306118608', '9991138301', '9307118613'],
  },
  { method: '25', source: 'bundesbank', valid: ['521382181'], invalid: [] },
  {
    method: '25',
    source: 'ibantools-germany',
    valid: ['123456789', '123456770', '823456480'],
    invalid: ['521482181', '124456789', '123556770', '823466480', '1234567881', '123456720'],
  },
  { method: '26', source: 'bundesbank', valid: ['0520309001', '1111118111', '0005501024'], invalid: [] },
  { method: '26', source: 'ibantools-germany', valid: [], invalid: ['0520319001', '1121118111', '1005501024'] },
  { method: '27', source: 'bundesbank', valid: ['2847169488'], invalid: [] },
  { method: '27', source: 'ibantools-germany', valid: ['9290701', '2847169400'], invalid: ['9291701', '2837169488'] },
  { method: '28', source: 'bundesbank', valid: ['19999000', '9130000201'], invalid: [] },
  {
    method: '28',
    source: 'ibantools-germany',
    valid: ['1234561090', '1234567990'],
    invalid: ['19999101', '1234561190', '9130100201', '1235567990'],
  },
  { method: '29', source: 'bundesbank', valid: ['3145863029'], invalid: [] },
  { method: '29', source: 'ibantools-germany', valid: ['1234567895'], invalid: ['3145763029', '1235567895'] },
  { method: '30', source: 'ibantools-germany', valid: ['1234567892', '1230'], invalid: ['2234567892', '1240'] },
  { method: '31', source: 'bundesbank', valid: ['1000000524', '1000000583', '0263160165'], invalid: [] },
  {
    method: '31',
    source: 'ibantools-germany',
    valid: ['12345679'],
    invalid: ['1001000524', '1000000683', '12355679', '1234567890'],
  },
  {
    method: '32',
    source: 'bundesbank',
    valid: ['9141405', '1709107983', '0122116979', '0121114867', '9030101192', '9245500460'],
    invalid: [],
  },
  {
    method: '32',
    source: 'ibantools-germany',
    valid: ['1234567897', '0004567897'],
    invalid: [
      '9143405',
      '1709207983',
      '0122117979',
      '0121124867',
      '9030111192',
      '9246500460',
      '1234568897',
      '0004667897',
    ],
  },
  { method: '33', source: 'bundesbank', valid: ['48658', '84956'], invalid: [] },
  {
    method: '33',
    source: 'ibantools-germany',
    valid: ['1234567892', '0000567892'],
    invalid: ['48758', '94956', '1234568892', '0000566892'],
  },
  { method: '34', source: 'bundesbank', valid: ['9913000700', '9914001000'], invalid: [] },
  {
    method: '34',
    source: 'ibantools-germany',
    valid: ['1234567190'],
    invalid: ['9914000700', '9914002000', '1234667190'],
  },
  {
    method: '35',
    source: 'bundesbank',
    valid: ['0000108443', '0000107451', '0000102921', '0000102349', '0000101709', '0000101599'],
    invalid: [],
  },
  { method: '36', source: 'bundesbank', valid: ['113178', '146666'], invalid: [] },
  {
    method: '36',
    source: 'ibantools-germany',
    valid: ['1234567897', '67897'],
    invalid: ['113278', '147666', '1234667887', '67997'],
  },
  { method: '37', source: 'bundesbank', valid: ['624315', '632500'], invalid: [] },
  {
    method: '37',
    source: 'ibantools-germany',
    valid: ['1234567891', '567891'],
    invalid: ['123278', '632600', '1234567991', '568891'],
  },
  { method: '38', source: 'bundesbank', valid: ['191919', '1100660'], invalid: [] },
  {
    method: '38',
    source: 'ibantools-germany',
    valid: ['1234567899', '4567899'],
    invalid: ['192919', '1101660', '1234568899', '5567899'],
  },
  { method: '39', source: 'bundesbank', valid: ['200205', '10019400'], invalid: [] },
  {
    method: '39',
    source: 'ibantools-germany',
    valid: ['1234567890', '34567890'],
    invalid: ['210205', '10018400', '1244567890', '34577890'],
  },
  { method: '40', source: 'bundesbank', valid: ['1258345', '3231963'], invalid: [] },
  { method: '40', source: 'ibantools-germany', valid: ['1234567899'], invalid: ['1358345', '3232963', '1234568899'] },
  {
    method: '41',
    source: 'bundesbank',
    valid: ['4013410024', '4016660195', '0166805317', '4019310079', '4019340829', '4019151002', '4019110008'],
    invalid: [],
  },
  {
    method: '41',
    source: 'ibantools-germany',
    valid: ['1234567897', '1239567892', '9999567892'],
    invalid: [
      '4014410024',
      '4026660195',
      '0166815317',
      '1244567897',
      '4019310179',
      '4019350829',
      '4019251002',
      '1239577892',
      '9999567802',
    ],
  },
  { method: '42', source: 'bundesbank', valid: ['59498', '59510'], invalid: [] },
  { method: '42', source: 'ibantools-germany', valid: ['1234567899'], invalid: ['59598', '59520', '1234568899'] },
  { method: '43', source: 'bundesbank', valid: ['6135244', '9516893476'], invalid: [] },
  {
    method: '43',
    source: 'ibantools-germany',
    valid: ['1234567895', '1234567840'],
    invalid: ['6125244', '9516893576', '1235567895'],
  },
  { method: '44', source: 'bundesbank', valid: ['889006', '2618040504'], invalid: [] },
  { method: '44', source: 'ibantools-germany', valid: ['1234567891'], invalid: ['889106', '2618040514', '1234566891'] },
  {
    method: '45',
    source: 'bundesbank',
    valid: ['3545343232', '4013410024', '0994681254', '0000012340', '1000199999', '0100114240', '4890001112'],
    invalid: [],
  },
  {
    method: '45',
    source: 'ibantools-germany',
    valid: ['1234567897'],
    invalid: ['3555343232', '4013420024', '1234567997'],
  },
  { method: '46', source: 'bundesbank', valid: ['0235468612', '0837890901', '1041447600'], invalid: [] },
  {
    method: '46',
    source: 'ibantools-germany',
    valid: ['1234567990', '1234567900', '34567990'],
    invalid: ['0235568612', '0837891901', '1042447600', '1234667990', '1234577900', '34568990'],
  },
  { method: '47', source: 'bundesbank', valid: ['1018000', '1003554450'], invalid: [] },
  {
    method: '47',
    source: 'ibantools-germany',
    valid: ['1234567800', '1234567809', '4567800'],
    invalid: ['1028000', '1003555450', '1235567800', '1234568809', '4667800'],
  },
  {
    method: '48',
    source: 'ibantools-germany',
    valid: ['1234567810', '1234567819', '34567810'],
    invalid: ['1235567810', '1234667819', '34577810'],
  },
  {
    method: '49',
    source: 'ibantools-germany',
    valid: ['1234567897', '1234567899'],
    invalid: ['1244567899', '1244567899'],
  },
  { method: '50', source: 'bundesbank', valid: ['4000005001', '4444442001'], invalid: [] },
  {
    method: '50',
    source: 'ibantools-germany',
    valid: ['1234560000', '1234560'],
    invalid: ['4001005001', '4444452001', '1234570000', '1334560'],
  },
  {
    method: '51',
    source: 'bundesbank',
    valid: [
      '0001156071',
      '0001156136',
      '0001156078',
      '0001234567',
      '340968',
      '201178',
      '1009588',
      '0000156071',
      '101356073',
      '0199100002',
      '0099100010',
      '2599100002',
      '0199100004',
      '2599100003',
      '3199204090',
    ],
    invalid: ['0000156079', '0012345678', '0023456783', '0076543211', '0123412345', '67493647', '0099345678'],
  },
  { method: '51', source: 'ibantools-germany', valid: ['1234567870'], invalid: ['0000000007', '0099345606'] },
  { method: '52', bankCode: '13051172', source: 'bundesbank', valid: ['43001500'], invalid: [] },
  { method: '52', bankCode: '13051172', source: 'ibantools-germany', valid: [], invalid: ['123456789'] },
  { method: '52', bankCode: '00000000', source: 'ibantools-germany', valid: ['9876543218'], invalid: [] },
  { method: '53', bankCode: '16052072', source: 'bundesbank', valid: ['382432256'], invalid: [] },
  { method: '53', bankCode: '16052072', source: 'ibantools-germany', valid: [], invalid: ['12345678'] },
  { method: '53', bankCode: '00000000', source: 'ibantools-germany', valid: ['9876543218'], invalid: ['12345678'] },
  { method: '54', source: 'bundesbank', valid: ['4964137395', '4900010987'], invalid: [] },
  { method: '55', source: 'ibantools-germany', valid: ['1234567895'], invalid: ['1234667895'] },
  { method: '56', source: 'bundesbank', valid: ['0290545005', '9718304037'], invalid: [] },
  {
    method: '56',
    source: 'ibantools-germany',
    valid: ['9234567877', '9234567818', '9234567858'],
    invalid: ['291545005', '9244567877', '9719304037', '9234667818', '9234568858', '900000097', '900000038'],
  },
  {
    method: '57',
    source: 'bundesbank',
    valid: [
      '7500021766',
      '9400001734',
      '7800028282',
      '8100244186',
      '3251080371',
      '3891234567',
      '7777778800',
      '5001050352',
      '5045090090',
      '1909700805',
      '9322111030',
      '7400060823',
    ],
    invalid: ['5302707782', '6412121212', '1813499124', '2206735010'],
  },
  {
    method: '57',
    source: 'ibantools-germany',
    valid: ['5622111037', '8322111031', '0185125434', '8888887700'],
    invalid: ['12345678'],
  },
  {
    method: '58',
    source: 'bundesbank',
    valid: ['1800881120', '9200654108', '1015222224', '3703169668', '1800293377'],
    invalid: [],
  },
  {
    method: '58',
    source: 'ibantools-germany',
    valid: [],
    invalid: ['1800981120', '9200654208', '1015232224', '3703169678'],
  },
  {
    method: '59',
    source: 'ibantools-germany',
    valid: ['99999999', '1234567897'],
    invalid: ['100000000', '1234568897'],
  },
];

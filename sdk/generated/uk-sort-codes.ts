// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of the curated UK sort codes: [name, BIC, city]. */
export const UK_SORT_CODE_BANKS: readonly (readonly [string, string, string | null])[] = [
  ["Monzo Bank Limited", "MONZGB2L", "London"],
  ["Starling Bank Limited", "SRLGGB2L", "London"],
  ["Nationwide Building Society", "NAIAGB21", "Swindon"],
  ["Barclays Bank PLC", "BARCGB22", "London"],
  ["Lloyds Bank plc", "LOYDGB2L", null],
  ["National Westminster Bank plc", "NWBKGB2L", null],
  ["Santander UK plc", "ABBYGB2L", null],
  ["HSBC UK Bank plc", "HBUKGB4B", null],
  ["The Royal Bank of Scotland plc", "RBOSGB2L", "Edinburgh"],
  ["Bank of Scotland plc", "BOFSGB21", "Glasgow"],
  ["The Co-operative Bank p.l.c.", "CPBKGB22", null],
  ["Unity Trust Bank plc", "NWBKGB2L", "Birmingham"],
  ["Northern Bank Limited (trading as Danske Bank)", "DABAGB2B", "Belfast"],
  ["HSBC Bank plc", "MIDLGB22", null],
  ["Triodos Bank UK Ltd", "NWBKGB2L", "Bristol"],
  ["Cumberland Building Society", "CMBSGB21", "Carlisle"],
  ["Progressive Building Society", "PROGGB21", "Belfast"],
  ["AIB Group (UK) p.l.c. (trading as AIB (NI))", "FTBKGB2B", "Belfast"],
  ["Nottingham Building Society", "NTBSGB21", "Nottingham"],
  ["Coventry Building Society", "COBSGB21", "Coventry"],
  ["Clydesdale Bank PLC (trading as Virgin Money)", "CLYDGB2S", null],
  ["PrePay Technologies Limited (PPS)", "PRTCGB21", null],
  ["OneSavings Bank plc (trading as Kent Reliance)", "KENTGB21", "Chatham"],
  ["Citibank N.A. (London branch)", "CITIGB2L", "London"],
];

/** The 96 curated single sort codes, ascending, concatenated 6 digits each. */
export const UK_SORT_CODES = "040004070116074456080265083200083210086064089098090000090126090127090222090720165221165810200000200283200503200506200517200790200952201147201204201755201768201823201990202585203547205570205942206261206520206526206546206934207103207409207891208559209073209915236972237448300000300002300003301355306764308012309054309163309216309360309443309444309546309831400250400530402247403032403708404107406301406388500000541027555005560013560023560033560034560045600001600409600733601616602443604008606004607080607214608301608371609204609593622497623045801180830608831825839207930008950121";

/** For each code of `UK_SORT_CODES`, the index of its bank in `UK_SORT_CODE_BANKS`. */
export const UK_SORT_CODE_BANK_OF: readonly number[] = [0,2,2,20,23,23,20,10,6,6,6,6,6,15,14,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,21,16,4,4,4,4,4,4,4,4,4,4,4,4,4,4,13,13,7,7,7,7,19,19,5,5,5,5,5,5,5,5,5,5,5,5,5,5,5,5,5,11,1,5,18,22,5,9,8,8,8,17,12];

/** Ranges a source documents in full, ascending and disjoint: [first, last, bank index]. */
export const UK_SORT_CODE_RANGES: readonly (readonly [number, number, number])[] = [[90131,90136,6],[90139,90149,6]];

// generated: do not edit. Built from data/ by npm run build:data.
/** Every shipped dataset: publisher, release, date of the data, last valid day (null: none stated). */
export const DATA_SOURCES: readonly {
  readonly id: string;
  readonly publisher: string;
  readonly release: string;
  readonly date: string;
  readonly validUntil: string | null;
}[] = [
  {"id":"iban-registry","publisher":"SWIFT, IBAN Registry","release":"release 102","date":"2026-06","validUntil":null},
  {"id":"banks:AD:manual","publisher":"schwifty contributors (hand-curated list)","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/manual_ad.json","date":"2026-05","validUntil":null},
  {"id":"banks:AE:manual","publisher":"schwifty contributors (hand-curated list)","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/manual_ae.json","date":"2026-05","validUntil":null},
  {"id":"banks:AT:generated","publisher":"Oesterreichische Nationalbank (OeNB), SEPA-Zahlungsverkehrs-Verzeichnis (sepa-zv-vz_gesamt.csv)","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/generated_at.v2.json","date":"2026-03-03","validUntil":null},
  {"id":"banks:AT:sigalor","publisher":"Oesterreichische Nationalbank (OeNB), SEPA-Zahlungsverkehrs-Verzeichnis (sepa-zv-vz_gesamt.csv)","release":"sigalor/iban-to-bic@38cf04d55a5e datasets-extended/at.json","date":"2023-01-31","validUntil":null},
  {"id":"banks:BE:generated","publisher":"National Bank of Belgium (NBB), list of bank identification codes (protocol list)","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/generated_be.v2.json","date":"2026-03-03","validUntil":null},
  {"id":"banks:BG:manual","publisher":"schwifty contributors (hand-curated list)","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/manual_bg.json","date":"2026-05","validUntil":null},
  {"id":"banks:CH:generated","publisher":"SIX Interbank Clearing, Bank Master (bankmaster v3 API)","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/generated_ch.v2.json","date":"2026-03-03","validUntil":null},
  {"id":"banks:CR:manual","publisher":"schwifty contributors (hand-curated list)","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/manual_cr.json","date":"2026-05","validUntil":null},
  {"id":"banks:CY:manual","publisher":"schwifty contributors (hand-curated list)","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/manual_cy.json","date":"2026-05","validUntil":null},
  {"id":"banks:CZ:generated","publisher":"Czech National Bank (ČNB), kody_bank_CR","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/generated_cz.json","date":"2026-01-23","validUntil":null},
  {"id":"banks:DE:bundesbank","publisher":"Deutsche Bundesbank, Bankleitzahlendatei","release":"valid from 2026-09-07","date":"2026-09-07","validUntil":"2026-12-06"},
  {"id":"banks:DK:manual","publisher":"schwifty contributors (hand-curated list)","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/manual_dk.v2.json","date":"2026-05","validUntil":null},
  {"id":"banks:ES:manual","publisher":"schwifty contributors (hand-curated list)","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/manual_es.json","date":"2026-05","validUntil":null},
  {"id":"banks:ES:sigalor","publisher":"European Central Bank, list of monetary financial institutions (MFI list, RIAD)","release":"sigalor/iban-to-bic@38cf04d55a5e datasets-extended/es.json","date":"2023-01-31","validUntil":null},
  {"id":"banks:FI:generated","publisher":"Finance Finland (Finanssiala), Finnish monetary institution codes and BICs","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/generated_fi.v2.json","date":"2026-03-03","validUntil":null},
  {"id":"banks:FR:manual","publisher":"schwifty contributors (hand-curated list)","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/manual_fr.json","date":"2026-05","validUntil":null},
  {"id":"banks:FR:sigalor","publisher":"European Central Bank, list of monetary financial institutions (MFI list, RIAD)","release":"sigalor/iban-to-bic@38cf04d55a5e datasets-extended/fr.json","date":"2023-01-31","validUntil":null},
  {"id":"banks:GB:manual","publisher":"schwifty contributors (hand-curated list)","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/manual_gb.json","date":"2026-05","validUntil":null},
  {"id":"banks:GR:manual","publisher":"schwifty contributors (hand-curated list)","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/manual_gr.json","date":"2026-05","validUntil":null},
  {"id":"banks:HR:generated","publisher":"Hrvatska narodna banka (HNB), VBB list","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/generated_hr.json","date":"2024-07-24","validUntil":null},
  {"id":"banks:HU:generated","publisher":"Magyar Nemzeti Bank (MNB), sht.xlsx (bank identifiers)","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/generated_hu.json","date":"2026-01-23","validUntil":null},
  {"id":"banks:IE:manual","publisher":"schwifty contributors (hand-curated list)","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/manual_ie.json","date":"2026-05","validUntil":null},
  {"id":"banks:IL:manual","publisher":"schwifty contributors (hand-curated list)","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/manual_il.json","date":"2026-05","validUntil":null},
  {"id":"banks:IS:manual","publisher":"schwifty contributors (hand-curated list)","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/manual_is.json","date":"2026-05","validUntil":null},
  {"id":"banks:IT:manual","publisher":"schwifty contributors (hand-curated list)","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/manual_it.json","date":"2026-05","validUntil":null},
  {"id":"banks:LI:generated","publisher":"SIX Interbank Clearing, Bank Master (entries of Liechtenstein)","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/generated_li.json","date":"2025-08-06","validUntil":null},
  {"id":"banks:LT:generated","publisher":"Lietuvos bankas, list of payment service provider codes","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/generated_lt.json","date":"2022-06-29","validUntil":null},
  {"id":"banks:LU:manual","publisher":"schwifty contributors (hand-curated list)","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/manual_lu.json","date":"2026-05","validUntil":null},
  {"id":"banks:MC:manual","publisher":"schwifty contributors (hand-curated list)","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/manual_mc.json","date":"2026-05","validUntil":null},
  {"id":"banks:MD:generated","publisher":"Banca Naţională a Moldovei (BNM), payment service provider codes","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/generated_md.json","date":"2026-03-03","validUntil":null},
  {"id":"banks:MD:manual","publisher":"schwifty contributors (hand-curated list)","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/manual_md.json","date":"2026-05","validUntil":null},
  {"id":"banks:ME:manual","publisher":"schwifty contributors (hand-curated list)","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/manual_me.json","date":"2026-05","validUntil":null},
  {"id":"banks:NL:generated","publisher":"Betaalvereniging Nederland, BIC-lijst-NL","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/generated_nl.json","date":"2024-11-11","validUntil":null},
  {"id":"banks:NO:generated","publisher":"Bits AS, bank identifier register of Norway","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/generated_no.v2.json","date":"2026-03-03","validUntil":null},
  {"id":"banks:PT:manual","publisher":"schwifty contributors (hand-curated list)","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/manual_pt.json","date":"2026-05","validUntil":null},
  {"id":"banks:RO:manual","publisher":"schwifty contributors (hand-curated list)","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/manual_ro.json","date":"2026-05","validUntil":null},
  {"id":"banks:SA:manual","publisher":"schwifty contributors (hand-curated list)","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/manual_sa.json","date":"2026-05","validUntil":null},
  {"id":"banks:SE:generated","publisher":"Bankinfrastruktur i Sverige AB, clearing numbers of Swedish banks","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/generated_se.json","date":"2023-11-27","validUntil":null},
  {"id":"banks:SI:generated","publisher":"Banka Slovenije, list of bank and branch codes","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/generated_si.json","date":"2024-04-30","validUntil":null},
  {"id":"banks:SK:generated","publisher":"Národná banka Slovenska (NBS), bank codes","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/generated_sk.json","date":"2022-04-11","validUntil":null},
  {"id":"banks:TR:manual","publisher":"schwifty contributors (hand-curated list)","release":"mdomke/schwifty@23462330ec05 schwifty/bank_registry/manual_tr.json","date":"2026-05","validUntil":null},
];

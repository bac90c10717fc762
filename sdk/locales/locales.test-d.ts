/** The types of `bank-number/locales/*` as a consumer meets them (checked by `npm run typecheck`). */
import { expectTypeOf } from 'vitest';
import { localize } from '../index.ts';
import type { Envelope, ErrorCode, Format, LocalizedResult } from '../index.ts';
import { BankNumberInput } from '../element/index.ts';
import type { BankNumberMessages, BreakdownLabel, ElementCode, ElementWord, MessagePair } from '../element/index.ts';
import { iban } from '../schema/index.ts';
import deDefault, { de } from './de.ts';
import enDefault, { en } from './en.ts';
import esDefault, { es } from './es.ts';
import frDefault, { fr } from './fr.ts';
import itDefault, { it } from './it.ts';
import nlDefault, { nl } from './nl.ts';
import plDefault, { pl } from './pl.ts';
import ptDefault, { pt } from './pt.ts';

// Each entry exports one complete catalogue, named and as its default export.
expectTypeOf(en).toEqualTypeOf<BankNumberMessages>();
expectTypeOf(de).toEqualTypeOf<BankNumberMessages>();
expectTypeOf(fr).toEqualTypeOf<BankNumberMessages>();
expectTypeOf(es).toEqualTypeOf<BankNumberMessages>();
expectTypeOf(it).toEqualTypeOf<BankNumberMessages>();
expectTypeOf(nl).toEqualTypeOf<BankNumberMessages>();
expectTypeOf(pl).toEqualTypeOf<BankNumberMessages>();
expectTypeOf(pt).toEqualTypeOf<BankNumberMessages>();
expectTypeOf(enDefault).toEqualTypeOf(en);
expectTypeOf(deDefault).toEqualTypeOf(de);
expectTypeOf(frDefault).toEqualTypeOf(fr);
expectTypeOf(esDefault).toEqualTypeOf(es);
expectTypeOf(itDefault).toEqualTypeOf(it);
expectTypeOf(nlDefault).toEqualTypeOf(nl);
expectTypeOf(plDefault).toEqualTypeOf(pl);
expectTypeOf(ptDefault).toEqualTypeOf(pt);

// A catalogue's keys: the envelope's words (error codes, formats, breakdown labels) and the element's.
expectTypeOf(de.lang).toEqualTypeOf<string>();
expectTypeOf(de.CHECKSUM_FAILED).toEqualTypeOf<MessagePair>();
expectTypeOf(de.REQUIRED).toEqualTypeOf<MessagePair>();
expectTypeOf(de.iban).toEqualTypeOf<string>();
expectTypeOf(de['Bank Code']).toEqualTypeOf<string>();
expectTypeOf(de.announceValid).toEqualTypeOf<string>();
expectTypeOf(de.countries).toEqualTypeOf<
  Readonly<Record<string, Readonly<Partial<Record<BreakdownLabel, string>>>>> | undefined
>();
expectTypeOf<Pick<BankNumberMessages, ErrorCode | ElementCode>>().toEqualTypeOf<
  Readonly<Record<ErrorCode | ElementCode, MessagePair>>
>();
expectTypeOf<Pick<BankNumberMessages, Format | ElementWord>>().toEqualTypeOf<
  Readonly<Record<Format | ElementWord, string>>
>();
// @ts-expect-error: a catalogue is read, not written
de.valid = 'OK';
// @ts-expect-error: a key that no catalogue has
void de.CHECKSUM_FAILD;
// @ts-expect-error: a catalogue of one's own has every text
const partial: BankNumberMessages = { lang: 'de-CH', valid: 'Gültig' };
void partial;

// Where a catalogue goes: `localize`, the element's `messages`, the schema's `messages`.
declare const envelope: Envelope;
expectTypeOf(localize(envelope, fr)).toEqualTypeOf<LocalizedResult>();
expectTypeOf(localize).parameter(1).toEqualTypeOf<Partial<BankNumberMessages>>();
document.createElement('bank-number-input').messages = { ...nl, valid: 'Goed' };
new BankNumberInput().messages = pl;
void iban({ messages: pt });

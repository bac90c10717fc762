import { startsLikeIban } from './identity.ts';
import type { FormatTyping } from '../typing.ts';
import { groupIban } from './format.ts';
import { maskCharacters } from './mask.ts';

/** An IBAN is written in groups of four from its first characters, and masked as a receipt shows it. */
export const ibanTyping: FormatTyping = {
  id: 'iban',
  show: (_raw, normalized) => groupIban(normalized),
  startsLike: startsLikeIban,
  mask: (normalized) => maskCharacters([...normalized], '•'),
};

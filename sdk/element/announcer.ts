import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import type { fill, LocalizedResult } from '../locales/localized.ts';
import type { PartialMessages } from '../locales/types.ts';
import type { ShownError } from './validity.ts';

/** How long typing must pause before the live region announces the verdict. */
const ANNOUNCE_DELAY_MS = 700;

/**
 * The text of the element's live region: the verdict, announced once typing has paused, so that a
 * screen reader speaks one sentence instead of one per keystroke.
 */
export class Announcer implements ReactiveController {
  /** What the live region says. */
  text = '';
  #host: ReactiveControllerHost;
  #compose: () => string;
  #timer: ReturnType<typeof setTimeout> | undefined;

  /** `compose` gives the sentence for the current verdict. */
  constructor(host: ReactiveControllerHost, compose: () => string) {
    this.#host = host;
    this.#compose = compose;
    host.addController(this);
  }

  /** Announces the verdict once typing has paused. */
  schedule(): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.text = this.#compose();
      this.#host.requestUpdate();
    }, ANNOUNCE_DELAY_MS);
  }

  /** Says nothing, and nothing later. */
  clear(): void {
    clearTimeout(this.#timer);
    this.text = '';
  }

  hostDisconnected(): void {
    clearTimeout(this.#timer);
  }
}

/**
 * The sentence that announces a verdict: a valid number's announcement, else the error shown after
 * an introduction that names the format (`Invalid IBAN.`, filled in by `fill` of the language chunk,
 * none before it has loaded); nothing while no error is shown.
 */
export function verdictSentence(
  verdict: LocalizedResult | null,
  error: ShownError | null,
  texts: PartialMessages,
  fillIn: typeof fill | undefined,
): string {
  if (verdict?.valid) return verdict.announcement;
  if (!error) return '';
  const intro = fillIn?.(texts.announceInvalid ?? '', { format: verdict?.format ?? texts.number ?? '' });
  return `${intro ?? ''} ${error.message}`.trim();
}

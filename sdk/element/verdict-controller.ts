import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import { envelope as envelopeOf, now } from '../check.ts';
import type { Envelope, Format } from '../core/types.ts';
import { completeWithBank } from '../check-with-bank.ts';
import type { RemoteOptions, RemoteSession } from './remote.ts';
import type { RemoteValidationError } from './remote-error.ts';

/** The `detail` of `bank-number-error`: why the background request failed. */
export interface BankNumberErrorDetail {
  /** HTTP status of the server's answer; 0 when there was none. */
  status: number;
  /**
   * The problem `code` of the server (docs/contract.md §7); `NETWORK_ERROR` when the server could not
   * be reached (the verdict then comes from the local lookup); `INVALID_OPTIONS` when `api-base-url`
   * or `api-key` cannot be used; `LOOKUP_FAILED` when local lookup data failed to load.
   */
  code: string;
  message: string;
}

/** What the controller asks of its element. */
export interface VerdictHost extends ReactiveControllerHost, EventTarget {}

/** What one background request completes: the instant verdict and what it was made from. */
export interface VerdictRequest {
  envelope: Envelope | null;
  text: string;
  hint: Format | undefined;
  /** The server to ask, or null for the local lookup. */
  remote: RemoteOptions | null;
  noLookup: boolean;
}

/**
 * Completes a valid verdict in the background: the local lookup (as `validate()` does) loads the
 * lookup chunk the number needs, or the server answers, with `api-base-url`. The completed verdict
 * replaces the instant one whenever its result differs: a bank found, or a check that came with the
 * data and refuses the number (a German account that fails its bank code's method). A newer request makes
 * an older answer stale, and a stale answer is dropped; leaving the document calls the request off.
 * A failure fires `bank-number-error` on the element; a server that fails or refuses is answered by the
 * local lookup instead, and a failed local lookup leaves the instant verdict standing.
 *
 * It also fires the verdicts, `bank-number-validate`, once each: from the render that shows a verdict,
 * or from the keystroke that made it, once the keystroke's `input` event has travelled its whole path.
 */
export class VerdictController implements ReactiveController {
  /** A request is running. */
  pending = false;
  #host: VerdictHost;
  #onAnswer: (envelope: Envelope) => void;
  #onPending: () => void;
  #seq = 0;
  #abort: AbortController | null = null;
  #session: RemoteSession = { answers: new Map() };
  #emitted: Envelope | null = null;
  /** Calls off the wait for the end of a keystroke's `input` event; null while none waits. */
  #travelling: (() => void) | null = null;

  /** `onAnswer` hears a new verdict; `onPending` hears that `pending` changed. */
  constructor(host: VerdictHost, onAnswer: (envelope: Envelope) => void, onPending: () => void) {
    this.#host = host;
    this.#onAnswer = onAnswer;
    this.#onPending = onPending;
    host.addController(this);
  }

  hostDisconnected(): void {
    this.#abort?.abort();
  }

  /** Forgets the server's answers: the server or the key changed. */
  forget(): void {
    this.#session.answers.clear();
  }

  /** Starts the request that completes `request.envelope`, if it needs one, and drops any older one. */
  request({ envelope, text, hint, remote, noLookup }: VerdictRequest): void {
    const seq = ++this.#seq;
    this.#abort?.abort();
    this.#abort = null;
    if (!envelope?.result.valid || noLookup || (!remote && envelope.result.bankInfo !== null)) {
      this.#setPending(false);
      return;
    }
    this.#setPending(true);
    let answer: Promise<Envelope>;
    let abort: AbortController | null = null;
    let unreachable: unknown = null;
    if (remote) {
      abort = this.#abort = new AbortController();
      const { signal } = abort;
      const session = this.#session;
      // The remote module, and the client with it, is loaded only by pages that ask for a server.
      answer = import('./remote.ts')
        .then((module) =>
          module.remoteEnvelope(session, remote, text, hint, signal, (error) => {
            unreachable = error;
          }),
        )
        .catch((error: unknown) => {
          if (signal.aborted) throw error;
          // The server refused to answer (a key it does not know, a quota spent): the verdict is
          // completed here as validate() completes it, so that a check the bank data brings (a
          // German account's method) still refuses what it refuses; the page learns of the failure.
          unreachable = error;
          return withBank(envelope);
        });
    } else {
      answer = withBank(envelope);
    }
    answer.then(
      (found) => {
        if (seq !== this.#seq) return;
        this.#setPending(false);
        // The same result is no new verdict: compared whole, as JSON (as the envelope travels), since
        // the data that names the bank may also bring a check that refuses the number (Germany's).
        if ((remote && !unreachable) || JSON.stringify(found.result) !== JSON.stringify(envelope.result))
          this.#onAnswer(found);
        else this.#host.requestUpdate();
        // The server was out of reach or refused, and the verdict was completed locally: it
        // stands, and the page still learns that the server did not give it.
        if (unreachable) this.#dispatchError(unreachable);
      },
      (error: unknown) => {
        if (seq !== this.#seq) return;
        this.#setPending(false);
        this.#host.requestUpdate();
        // Called off when the element left the document: that is no failure to report.
        if (!abort?.signal.aborted) this.#dispatchError(error);
      },
    );
  }

  /** Fires `envelope`, unless it was fired already or a keystroke's `input` event is still on its way. */
  emit(envelope: Envelope | null): void {
    if (envelope === null || envelope === this.#emitted || this.#travelling) return;
    this.#emitted = envelope;
    this.#host.dispatchEvent(
      new CustomEvent('bank-number-validate', { detail: envelope, bubbles: true, composed: true }),
    );
  }

  /**
   * Fires the verdict that `envelope` gives once `event`, a keystroke's `input` event, has left the
   * last node of its path (the window, in a document), so that every `input` listener, a framework's
   * binding among them, has taken the new text in before any verdict listener runs. An event stopped
   * on its way fires it in the next task; the verdict of a keystroke whose event was stopped is stale
   * once the next keystroke comes.
   */
  afterInput(event: Event, envelope: () => Envelope | null): void {
    this.#travelling?.();
    const end = event.composedPath().at(-1) ?? this.#host;
    const arrived = (arriving: Event): void => {
      if (arriving !== event) return;
      stop();
      this.emit(envelope());
    };
    const stop = (): void => {
      this.#travelling = null;
      end.removeEventListener('input', arrived);
      clearTimeout(timer);
    };
    const timer = setTimeout(() => arrived(event));
    this.#travelling = stop;
    // Added while the event travels, it runs at the last node after the listeners that were there.
    end.addEventListener('input', arrived);
  }

  #setPending(pending: boolean): void {
    if (this.pending === pending) return;
    this.pending = pending;
    this.#onPending();
  }

  #dispatchError(error: unknown): void {
    const detail: BankNumberErrorDetail =
      (error as Error | undefined)?.name === 'RemoteValidationError'
        ? {
            status: (error as RemoteValidationError).status,
            code: (error as RemoteValidationError).code,
            message: (error as Error).message,
          }
        : { status: 0, code: 'LOOKUP_FAILED', message: 'The bank lookup data could not be loaded.' };
    this.#host.dispatchEvent(new CustomEvent('bank-number-error', { detail, bubbles: true, composed: true }));
  }
}

/**
 * The instant verdict completed with the bank, as `validate` completes it: the lookup data the
 * number needs is loaded, and the format's lookup adds what it brings (the bank, the German account
 * check) without checking the number again. Timed from the start of the completion.
 */
function withBank({ result }: Envelope): Promise<Envelope> {
  const start = now();
  return result.valid && result.bankInfo === null
    ? completeWithBank(result).then((complete) => envelopeOf(complete, start))
    : Promise.resolve(envelopeOf(result, start));
}

/**
 * The sign-up page: posts an e-mail address to `/api/account/sign-up`, which mails a one-time
 * sign-in link. The answer is the same whether or not the address has an account.
 * @module
 */
import { NO_ACCOUNT_API, accountRequest } from './account-api.ts';
import { initConnectionPanel } from './connection-panel.ts';
import { byId, el } from './dom.ts';

const form = byId<HTMLFormElement>('sign-up-form');
const emailInput = byId<HTMLInputElement>('sign-up-email');
const fieldError = byId('sign-up-email-error');
const sendButton = byId<HTMLButtonElement>('sign-up-send');
const result = byId('sign-up-result');

/** "in 42 minutes", "in 1 hour", from a Retry-After in seconds. */
function waitText(seconds: number | null): string {
  if (seconds === null) return 'later';
  if (seconds < 90) return `in ${Math.max(1, Math.round(seconds))} ${Math.round(seconds) === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `in ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return `in ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

function showFieldError(text: string): void {
  fieldError.textContent = text;
  emailInput.setAttribute('aria-invalid', 'true');
  emailInput.focus();
}

function clearFieldError(): void {
  fieldError.textContent = '';
  emailInput.removeAttribute('aria-invalid');
}

function showResult(kind: 'sent' | 'error', ...content: (Node | string)[]): void {
  result.replaceChildren(el('div', { class: kind === 'sent' ? 'notice success' : 'notice error', 'data-result': kind }, ...content));
}

async function send(): Promise<void> {
  clearFieldError();
  result.replaceChildren();
  const email = emailInput.value.trim();
  if (email === '') {
    showFieldError('Enter your e-mail address.');
    return;
  }
  sendButton.disabled = true;
  sendButton.textContent = 'Sending…';
  try {
    const answer = await accountRequest<{ detail: string }>('POST', 'sign-up', { email });
    if (answer.ok) {
      showResult('sent', el('strong', {}, 'Check your inbox. '), answer.data.detail);
      return;
    }
    if (answer.kind === 'unreachable') {
      showResult(
        'error',
        `${NO_ACCOUNT_API} Run `,
        el('code', {}, 'npm start'),
        ' (or ',
        el('code', {}, 'bank-number serve --static <site>'),
        ') and open the site from there.',
      );
      return;
    }
    const { problem } = answer;
    if (problem.code === 'INVALID_EMAIL') showFieldError(`${problem.detail} Check the address and try again.`);
    else if (problem.code === 'RATE_LIMITED') {
      showResult('error', `Too many sign-up requests from this network. Try again ${waitText(answer.retryAfterSeconds)}.`);
    } else showResult('error', `The server refused the request: ${problem.detail}`);
  } finally {
    sendButton.disabled = false;
    sendButton.textContent = 'Send the sign-in link';
  }
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  void send();
});
emailInput.addEventListener('input', () => {
  if (emailInput.hasAttribute('aria-invalid')) clearFieldError();
});

void initConnectionPanel();

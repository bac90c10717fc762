/**
 * The sign-up page: posts an e-mail address to `/api/account/sign-up`, which mails a one-time
 * sign-in link. The answer is the same whether or not the address has an account.
 * @module
 */
import { NO_ACCOUNT_API, accountRequest } from './account-api.ts';
import { initConnectionPanel } from './connection-panel.ts';
import { byId, el } from './dom.ts';
import { emailAdvice } from './email-advice.ts';
import { waitText } from './wait-text.ts';

const form = byId<HTMLFormElement>('sign-up-form');
const emailInput = byId<HTMLInputElement>('sign-up-email');
const fieldError = byId('sign-up-email-error');
const sendButton = byId<HTMLButtonElement>('sign-up-send');
const result = byId('sign-up-result');

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
  result.replaceChildren(
    el('div', { class: kind === 'sent' ? 'notice success' : 'notice error', 'data-result': kind }, ...content),
  );
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
    const answer = await accountRequest<{ detail: string; delivery?: 'email' | 'console' }>('POST', 'sign-up', {
      email,
    });
    if (answer.ok) {
      // A server without SMTP prints the link in its own output: no inbox gets it.
      const where = answer.data.delivery === 'console' ? "Look in the server's output. " : 'Check your inbox. ';
      showResult('sent', el('strong', {}, where), answer.data.detail);
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
    if (problem.code === 'INVALID_EMAIL') showFieldError(`${emailAdvice(email)} Check the address and try again.`);
    else if (problem.code === 'RATE_LIMITED') {
      showResult(
        'error',
        `Too many sign-up requests from this network. Try again ${waitText(answer.retryAfterSeconds)}.`,
      );
    } else if (problem.status >= 500)
      showResult('error', 'The server ran into a problem on its side. Try again in a moment.');
    else showResult('error', 'The server could not take this request. Reload the page and try again.');
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

/**
 * The key dashboard. A sign-in link opens it as `dashboard.html#token=…`: the token is taken out of
 * the address bar at once, exchanged for the session cookie at `/api/account/sign-in`, and a new
 * key in the answer is shown once. Then it lists the account's keys from `/api/account/session`,
 * and creates, rotates and revokes keys, and signs out.
 * @module
 */
import { NO_ACCOUNT_API, accountRequest } from './account-api.ts';
import type { Account, AccountKey, AccountResult, IssuedKey, Session } from './account-api.ts';
import { initConnectionPanel } from './connection-panel.ts';
import { connection, onConnectionChange, useApiKey } from './connection.ts';
import { byId, copyText, el } from './dom.ts';
import { dateView, keyName, keyRow, withCode } from './key-view.ts';
import { tierName } from './tier-name.ts';

const status = byId('dashboard-status');
const invalidLink = byId('invalid-link');
const invalidLinkDetail = byId('invalid-link-detail');
const noServer = byId('no-server');
const signedOut = byId('signed-out');
const signedOutHeading = byId('signed-out-heading');
const signedIn = byId('signed-in');
const newKeyCard = byId('new-key');
const newKeyName = byId('new-key-name');
const newKeyValue = byId<HTMLInputElement>('new-key-value');
const newKeyCopy = byId<HTMLButtonElement>('new-key-copy');
const keysCount = byId('keys-count');
const revokedKeys = byId('revoked-keys');
const keysBody = byId<HTMLTableElement>('keys-table').tBodies[0] as HTMLTableSectionElement;
const createForm = byId<HTMLFormElement>('create-form');
const createLabel = byId<HTMLInputElement>('create-label');
const createError = byId('create-label-error');
const createButton = byId<HTMLButtonElement>('create-key');
const accountTier = byId('account-tier');
const accountCreated = byId('account-created');
const upgradeText = byId('upgrade-text');
const signOutButton = byId<HTMLButtonElement>('sign-out');
const dialog = byId<HTMLDialogElement>('confirm-dialog');

/** The most keys an account may hold, as the server enforces it. */
const MAX_KEYS = 10;

/** The keys listed now, by id. */
let listed = new Map<string, AccountKey>();
/** The id of the key shown once, while it is shown. */
let shownKeyId: string | null = null;

/**
 * Whether this browser signed in here and has not seen its session end since: kept in
 * `localStorage` (the session cookie itself is HttpOnly, out of the page's reach), so that a
 * signed-out visit need not ask for a session it does not have (a 401, which the browser logs).
 */
const SIGNED_IN_MARK = 'bank-number-demo:signed-in';

function markedSignedIn(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_MARK) !== null;
  } catch {
    // No storage: ask the server every time.
    return true;
  }
}

function markSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_MARK, '1');
    else localStorage.removeItem(SIGNED_IN_MARK);
  } catch {
    // No storage: nothing to keep.
  }
}

/** The sign-in token of the address, taken out of the address bar before anything else runs. */
const firstToken = takeToken();

function takeToken(): string | null {
  const value = new URLSearchParams(location.hash.slice(1)).get('token');
  // Another fragment (the skip link's #main) stays; a token leaves the address bar and the history.
  if (value === null) return null;
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return value === '' ? null : value;
}

function say(text: string): void {
  status.textContent = text;
}

function show(part: 'signed-in' | 'signed-out' | 'no-server' | 'none'): void {
  signedIn.hidden = part !== 'signed-in';
  signedOut.hidden = part !== 'signed-out';
  noServer.hidden = part !== 'no-server';
}

function focus(node: HTMLElement): void {
  node.focus({ preventScroll: false });
}

/**
 * The site is served without the account API; the heading takes the focus after an action only.
 * The notice says it all: the status line does not repeat it.
 */
function showNoServer(options: { focus: boolean }): void {
  show('no-server');
  say('');
  if (options.focus) focus(byId('no-server-heading'));
}

/** Why nobody is signed in, as the signed-out notice's heading says it. */
const SIGNED_OUT_HEADINGS = {
  'not-signed-in': 'You are not signed in',
  'signed-out': 'You are signed out',
  ended: 'Your session has ended',
} as const;

/**
 * The signed-out notice, whose heading says why; the status line does not repeat it. A key shown
 * once stays (it still works) until it is dismissed.
 */
function showSignedOut(reason: keyof typeof SIGNED_OUT_HEADINGS, options: { focus: boolean }): void {
  // A refused link says where to go already.
  markSignedIn(false);
  show(invalidLink.hidden ? 'signed-out' : 'none');
  signedOutHeading.textContent = SIGNED_OUT_HEADINGS[reason];
  keysBody.replaceChildren();
  listed = new Map();
  if (invalidLink.hidden) say('');
  if (options.focus && invalidLink.hidden) focus(signedOutHeading);
}

/** Answers that mean the page cannot go on as it was: no server, or no session. True when handled. */
function handledAsLost(answer: AccountResult<unknown>): boolean {
  if (answer.ok) return false;
  if (answer.kind === 'unreachable') {
    showNoServer({ focus: true });
    return true;
  }
  if (answer.problem.code === 'NOT_SIGNED_IN') {
    showSignedOut('ended', { focus: true });
    return true;
  }
  return false;
}

function problemText(answer: AccountResult<unknown>): string {
  if (answer.ok) return '';
  if (answer.kind === 'unreachable') return NO_ACCOUNT_API;
  return answer.problem.detail;
}

/** A key's name with its last four characters kept on one line: `First key (…ab12)`. */
function keyNameView(key: IssuedKey): (string | HTMLElement)[] {
  const name = keyName(key);
  const cut = name.lastIndexOf(' (…');
  return cut < 0 ? [name] : [name.slice(0, cut + 1), el('span', { class: 'nowrap' }, name.slice(cut + 1))];
}

const keyInUse = byId('key-in-use');
const keyInUseText = byId('key-in-use-text');
const useDemoKey = byId<HTMLButtonElement>('use-demo-key');
/** The key this tab's pages use, when it is one issued here rather than the demo key. */
let issuedInUse: IssuedKey | null = null;
/** The pages had the demo key of `npm start` (demo-config.json) before: it can be had back. */
let demoKeyBefore = false;

/** Says which key the pages of this tab use, and offers the demo key back while one of yours is in use. */
function showKeyInUse(): void {
  const c = connection();
  const yours = issuedInUse !== null && c.keySource === 'visitor' && c.apiKey === issuedInUse.key;
  keyInUse.hidden = !yours;
  if (!yours || issuedInUse === null) return;
  keyInUseText.replaceChildren(
    'In this tab, the site’s pages now call the API with your key ',
    ...keyNameView(issuedInUse),
    demoKeyBefore
      ? ` (${tierName(issuedInUse.tier)}), no longer with the Pro demo key.`
      : ` (${tierName(issuedInUse.tier)}).`,
  );
  useDemoKey.hidden = !demoKeyBefore;
}
useDemoKey.addEventListener('click', () => {
  issuedInUse = null;
  // No key of the visitor's: the pages go back to the demo key of demo-config.json.
  useApiKey('');
  keyInUse.hidden = false;
  keyInUseText.textContent = 'The site’s pages use the Pro demo key again in this tab.';
  useDemoKey.hidden = true;
});
onConnectionChange(() => {
  if (issuedInUse !== null) showKeyInUse();
});

function showNewKey(key: IssuedKey): void {
  shownKeyId = key.id;
  newKeyName.replaceChildren(...keyNameView(key));
  newKeyValue.value = key.key;
  newKeyCard.hidden = false;
  // The site's own pages call the API with the key just issued, no longer with the demo key.
  issuedInUse = key;
  const before = connection();
  demoKeyBefore ||= before.keySource === 'config' && before.keyTier === 'pro';
  useApiKey(key.key);
  showKeyInUse();
  focus(byId('new-key-heading'));
}

function hideNewKey(): void {
  shownKeyId = null;
  newKeyValue.value = '';
  newKeyName.textContent = '';
  newKeyCard.hidden = true;
}

function renderAccount(account: Account, upgrade: string): void {
  accountTier.textContent = tierName(account.tier);
  accountCreated.replaceChildren(dateView(account.created));
  upgradeText.replaceChildren(...withCode(upgrade));
}

function renderSession(session: Session): void {
  renderAccount(session.account, session.upgrade);
  listed = new Map(session.keys.map((key) => [key.id, key]));
  // The usage is the account's: all its keys share its limits.
  keysBody.replaceChildren(
    ...session.keys.map((key) =>
      keyRow({ ...key, ...(session.account.usage ? { usage: session.account.usage } : {}) }),
    ),
  );
  if (session.keys.length === 0) {
    keysBody.append(el('tr', {}, el('td', { colspan: 7, class: 'hint' }, 'No active keys. Create one below.')));
  }
  const count = session.keys.length;
  keysCount.textContent =
    `${count} active ${count === 1 ? 'key' : 'keys'} of at most ${MAX_KEYS}. ` +
    `A key is shown only when it is created; the list shows its last four characters. ` +
    `All keys share the account's limits: the usage shown is the account's.`;
  const revoked = session.revoked ?? [];
  const revokedOn = (key: (typeof revoked)[number]): string =>
    key.revoked === null ? '' : ` (${key.revoked.slice(0, 10)})`;
  const unlisted = (session.revokedTotal ?? revoked.length) - revoked.length;
  const more = unlisted > 0 ? `, and ${unlisted} earlier` : '';
  revokedKeys.textContent =
    revoked.length === 0
      ? ''
      : `Revoked in the last 90 days: ${revoked.map((key) => `${keyName(key)}${revokedOn(key)}`).join(', ')}${more}.`;
  createButton.disabled = count >= MAX_KEYS;
  show('signed-in');
}

/**
 * Reads the session and draws it; false when there is none. A browser that has not signed in
 * here asks for none: it only checks that the account API is there, with a sign-out (204 from the
 * reference server, which also drops any session cookie left without its mark).
 */
async function loadSession(): Promise<boolean> {
  if (!markedSignedIn()) {
    const probe = await accountRequest<null>('POST', 'sign-out');
    if (probe.ok) showSignedOut('not-signed-in', { focus: false });
    else if (probe.kind === 'unreachable') showNoServer({ focus: false });
    else {
      show('none');
      say(`The account could not be loaded: ${problemText(probe)}`);
    }
    return false;
  }
  const answer = await accountRequest<Session>('GET', 'session');
  if (answer.ok) {
    renderSession(answer.data);
    return true;
  }
  if (answer.kind === 'problem' && answer.problem.code === 'NOT_SIGNED_IN') {
    showSignedOut('not-signed-in', { focus: false });
    return false;
  }
  if (answer.kind === 'unreachable') showNoServer({ focus: false });
  else if (!handledAsLost(answer)) {
    show('none');
    say(`The account could not be loaded: ${problemText(answer)}`);
  }
  return false;
}

/** How a sign-in link fared; `refusal` says why it was refused, as the server put it. */
type SignInOutcome =
  | { kind: 'signed-in' }
  | { kind: 'refused'; invalidLink: boolean; refusal: string }
  | { kind: 'lost' };

async function signIn(value: string): Promise<SignInOutcome> {
  say('Signing in…');
  const answer = await accountRequest<{ account: Account; newKey: IssuedKey | null }>('POST', 'sign-in', {
    token: value,
  });
  if (answer.ok) {
    markSignedIn(true);
    if (answer.data.newKey !== null) showNewKey(answer.data.newKey);
    return { kind: 'signed-in' };
  }
  if (answer.kind === 'unreachable') {
    showNoServer({ focus: false });
    return { kind: 'lost' };
  }
  // An unknown, expired or used link: one answer for all three.
  return {
    kind: 'refused',
    invalidLink: answer.problem.code === 'INVALID_SIGN_IN_LINK',
    refusal: answer.problem.detail,
  };
}

/**
 * Opens the dashboard, with a sign-in link's token when there is one. A refused link matters only
 * to someone not signed in already: with a session, the page says that the link did not work and
 * shows the keys, never "Sign-in failed" beside them.
 */
async function start(token: string | null): Promise<void> {
  invalidLink.hidden = true;
  const outcome: SignInOutcome | null = token === null ? null : await signIn(token);
  if (outcome?.kind === 'lost') return;
  const refused = outcome?.kind === 'refused' ? outcome : null;
  if (refused?.invalidLink) {
    // Shown before the session is read, so that a signed-out page shows this notice alone.
    invalidLinkDetail.textContent = refused.refusal;
    invalidLink.hidden = false;
  }
  const hasSession = await loadSession();
  if (!hasSession) {
    if (!noServer.hidden) invalidLink.hidden = true;
    if (refused === null || !noServer.hidden) return;
    if (refused.invalidLink) {
      say('You are not signed in.');
      focus(byId('invalid-link-heading'));
    } else {
      say(`Signing in failed: ${refused.refusal}`);
    }
    return;
  }
  if (refused !== null) {
    invalidLink.hidden = true;
    say(
      refused.invalidLink
        ? 'That sign-in link does not work any more (links work once, within 15 minutes), ' +
            'but you are still signed in. Your keys are listed below.'
        : `Signing in with that link failed (${refused.refusal}), but you are still signed in. ` +
            `Your keys are listed below.`,
    );
    focus(byId('keys-heading'));
    return;
  }
  const signedInNow = outcome?.kind === 'signed-in';
  if (signedInNow && !newKeyCard.hidden) say('Signed in. Your first key is shown below, once: copy it now.');
  else say(signedInNow ? 'Signed in.' : 'Signed in. Your keys are listed below.');
  if (signedInNow && newKeyCard.hidden) focus(byId('keys-heading'));
}

/** Asks in a modal dialog; resolves with the answer. Escape and Cancel say no. */
function confirmAction(title: string, text: string, yes: string): Promise<boolean> {
  byId('confirm-heading').textContent = title;
  byId('confirm-text').textContent = text;
  byId('confirm-yes').textContent = yes;
  dialog.returnValue = '';
  dialog.showModal();
  return new Promise((resolve) =>
    dialog.addEventListener('close', () => resolve(dialog.returnValue === 'confirm'), { once: true }),
  );
}

async function createKey(): Promise<void> {
  createError.textContent = '';
  createLabel.removeAttribute('aria-invalid');
  const label = createLabel.value.trim();
  if (label.length > 100) {
    createError.textContent = 'A label has at most 100 characters.';
    createLabel.setAttribute('aria-invalid', 'true');
    focus(createLabel);
    return;
  }
  createButton.disabled = true;
  const answer = await accountRequest<{ key: IssuedKey }>('POST', 'keys', label === '' ? {} : { label });
  createButton.disabled = false;
  if (answer.ok) {
    createLabel.value = '';
    await loadSession();
    showNewKey(answer.data.key);
    say(`Key ${keyName(answer.data.key)} created. Copy it now: it will not be shown again.`);
    return;
  }
  if (handledAsLost(answer)) return;
  createError.textContent = problemText(answer);
  createLabel.setAttribute('aria-invalid', 'true');
  focus(createLabel);
}

async function rotateKey(id: string, name: string, origin: HTMLElement): Promise<void> {
  const sure = await confirmAction(
    `Rotate the key ${name}?`,
    'A new key with the same tier and label replaces it, and the old key stops working at once: ' +
      'programs that use it get 401 until they have the new one.',
    'Rotate',
  );
  if (!sure) {
    focus(origin);
    return;
  }
  const answer = await accountRequest<{ key: IssuedKey; revoked: string }>(
    'POST',
    `keys/${encodeURIComponent(id)}/rotate`,
  );
  if (answer.ok) {
    await loadSession();
    showNewKey(answer.data.key);
    say(`Key ${name} rotated: it no longer works. The new key ${keyName(answer.data.key)} is shown once below.`);
    return;
  }
  if (handledAsLost(answer)) return;
  say(`The key could not be rotated: ${problemText(answer)}`);
  await loadSession();
  focus(byId('keys-heading'));
}

async function revokeKey(id: string, name: string, origin: HTMLElement): Promise<void> {
  const sure = await confirmAction(
    `Revoke the key ${name}?`,
    'It stops working at once: programs that use it get 401. This cannot be undone.',
    'Revoke',
  );
  if (!sure) {
    focus(origin);
    return;
  }
  const answer = await accountRequest<{ revoked: string }>('POST', `keys/${encodeURIComponent(id)}/revoke`);
  if (answer.ok) {
    // The key shown once may be the one revoked: it is of no use any more.
    if (shownKeyId === id) hideNewKey();
    await loadSession();
    say(`Key ${name} revoked.`);
    focus(byId('keys-heading'));
    return;
  }
  if (handledAsLost(answer)) return;
  say(`The key could not be revoked: ${problemText(answer)}`);
  await loadSession();
  focus(byId('keys-heading'));
}

async function signOut(): Promise<void> {
  signOutButton.disabled = true;
  const answer = await accountRequest<null>('POST', 'sign-out');
  signOutButton.disabled = false;
  if (answer.ok) {
    invalidLink.hidden = true;
    hideNewKey();
    showSignedOut('signed-out', { focus: true });
    return;
  }
  if (!handledAsLost(answer)) say(`Signing out failed: ${problemText(answer)}`);
}

createForm.addEventListener('submit', (event) => {
  event.preventDefault();
  void createKey();
});
createLabel.addEventListener('input', () => {
  createError.textContent = '';
  createLabel.removeAttribute('aria-invalid');
});
keysBody.addEventListener('click', (event) => {
  const button = (event.target as Element).closest<HTMLButtonElement>('button[data-action]');
  const key = listed.get(button?.dataset['id'] ?? '');
  if (button === null || button === undefined || key === undefined) return;
  if (button.dataset['action'] === 'rotate') void rotateKey(key.id, keyName(key), button);
  else void revokeKey(key.id, keyName(key), button);
});
newKeyCopy.addEventListener('click', () => void copyText(newKeyCopy, newKeyValue.value));
newKeyValue.addEventListener('focus', () => newKeyValue.select());
byId('new-key-done').addEventListener('click', () => {
  hideNewKey();
  say('The new key is no longer shown.');
  focus(byId('keys-heading'));
});
byId('keys-refresh').addEventListener('click', async () => {
  if (await loadSession()) say('Usage refreshed.');
});
signOutButton.addEventListener('click', () => void signOut());

// A sign-in link opened in a tab that shows the dashboard already changes only the fragment.
window.addEventListener('hashchange', () => {
  const token = takeToken();
  if (token !== null) void start(token);
});

// The key issued at sign-in replaces the one in use, which must be known first: whether the pages
// had the demo key of demo-config.json decides whether it is offered back.
void initConnectionPanel().then(() => start(firstToken));

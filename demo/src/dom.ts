/**
 * A small helper to build DOM nodes without HTML strings, so that no input, answer or key is ever
 * parsed as markup.
 * @module
 */

type Child = Node | string | number | null | undefined | false;
type Attributes = Record<string, string | number | boolean | null | undefined>;

/** `el('p', { class: 'hint' }, 'text', child)`: attributes set as given (true: present, false/null: absent). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? '' : String(value));
  }
  append(node, ...children);
  return node;
}

/** Appends children, skipping empty ones. */
export function append(parent: Node, ...children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(
      typeof child === 'string' || typeof child === 'number' ? document.createTextNode(String(child)) : child,
    );
  }
}

/** The element with this id; throws when the page lacks it (a broken page should fail loudly). */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const node = document.getElementById(id);
  if (node === null) throw new Error(`The page has no #${id}.`);
  return node as T;
}

/** Copies text to the clipboard and says so on the button for a moment. */
export async function copyText(
  button: HTMLButtonElement,
  text: string,
  words: { copied: string; copyFailed: string } = { copied: 'Copied', copyFailed: 'Copy failed' },
): Promise<void> {
  const label = button.textContent;
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = words.copied;
  } catch {
    button.textContent = words.copyFailed;
  }
  setTimeout(() => {
    button.textContent = label;
  }, 1500);
}

/**
 * Moves the focus to what an action produced (`target`, a heading with tabindex="-1", say), unless
 * the person has moved it meanwhile: only from `trigger` (what started the action), the body or
 * nothing.
 */
export function focusResult(target: HTMLElement, trigger: Element | null): void {
  const active = document.activeElement;
  if (active === null || active === document.body || (trigger !== null && active === trigger)) target.focus();
}

/**
 * Marks a button busy while its request runs. It stays focusable (a disabled button would drop
 * the focus to the body), says it is unavailable, and the page ignores it while `isBusy` says so.
 */
export function setBusy(button: HTMLButtonElement, busy: boolean): void {
  if (busy) button.setAttribute('aria-disabled', 'true');
  else button.removeAttribute('aria-disabled');
}

/** True while `setBusy(button, true)` holds. */
export function isBusy(button: HTMLButtonElement): boolean {
  return button.getAttribute('aria-disabled') === 'true';
}

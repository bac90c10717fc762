/**
 * The shadow tree of `<bank-number-input>`, kept by hand: a fixed frame (label, field, status, live
 * region) made once, whose texts and attributes follow a view of the element's state. The details,
 * the message and the suggestion stand between the field and the live region while they have
 * something to show. Built node by node, not from markup, so that a page that enforces Trusted
 * Types allows it.
 */
import type { LocalizedResult } from '../locales/localized.ts';
import type { ShownError } from './validity.ts';

/** What the details show: they are made from this alone, and made anew when any of it changes. */
export interface DetailsView {
  verdict: LocalizedResult;
  /** The number has a breakdown. */
  breakdown: boolean;
  /** The bank is left out. */
  noLookup: boolean;
  /** The accessible name of the breakdown. */
  structure: string | undefined;
}

/** What the tree shows. */
export interface TreeView {
  value: string;
  label: string;
  /** A label is given, by the slot or the `label` attribute. */
  hasLabel: boolean;
  /** The name of the inner input without a label of its own: the host's `<label for>`. */
  externalLabel: string;
  placeholder: string;
  required: boolean;
  disabled: boolean;
  readOnly: boolean;
  /** Digits only are expected: a phone shows its number pad. */
  numeric: boolean;
  status: string;
  error: ShownError | null;
  announcement: string;
  /** A warning that leaves the value valid (a BIC of another bank than the IBAN field's); empty for none. */
  warning: string;
  details: DetailsView | null;
}

/** The nodes that updates change, and the view the details were made from. */
export interface ShadowTree {
  label: HTMLElement;
  slot: HTMLSlotElement;
  field: HTMLElement;
  input: HTMLTextAreaElement;
  status: HTMLElement;
  message: HTMLElement;
  suggestion: HTMLElement;
  warning: HTMLElement;
  region: HTMLElement;
  details: HTMLElement | null;
  shown: DetailsView | null;
}

/**
 * The inner input's fixed attributes. It is a textarea of one row that grows with its text
 * (styles.ts), so that an IBAN too long for a phone's width wraps between its groups rather than
 * scrolling out of view; Enter never breaks a line (FormControl).
 */
const INPUT_ATTRIBUTES = [
  ['rows', '1'],
  ['autocomplete', 'off'],
  ['autocapitalize', 'characters'],
  ['spellcheck', 'false'],
] as const;

/** The fixed frame, appended to `root`; `listeners` go on the inner input, `onSlotChange` on the label's slot. */
export function buildTree(
  root: ShadowRoot | HTMLElement,
  listeners: Record<string, EventListener>,
  onSlotChange: EventListener,
): ShadowTree {
  const frame = node('div', 'base');
  const label = frame.appendChild(node('label', 'label'));
  label.setAttribute('for', 'input');
  const slot = label.appendChild(document.createElement('slot'));
  slot.name = 'label';
  slot.addEventListener('slotchange', onSlotChange);
  const field = frame.appendChild(node('div', 'field'));
  const input = field.appendChild(node('textarea', 'input', undefined, 'input') as HTMLTextAreaElement);
  for (const [name, value] of INPUT_ATTRIBUTES) input.setAttribute(name, value);
  for (const [type, listener] of Object.entries(listeners)) input.addEventListener(type, listener);
  const status = field.appendChild(node('span', 'status'));
  const region = frame.appendChild(document.createElement('div'));
  region.className = 'visually-hidden';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  root.append(frame);
  const message = node('p', 'message', undefined, 'message');
  const suggestion = node('p', 'suggestion', undefined, 'suggestion');
  const warning = node('p', 'warning', undefined, 'warning');
  return { label, slot, field, input, status, message, suggestion, warning, region, details: null, shown: null };
}

/** The slot holds a label: an element, or text that is not blank (its fallback content does not count). */
export function slotsLabel(slot: HTMLSlotElement): boolean {
  return slot.assignedNodes().some((node) => node.nodeType === 1 || Boolean(node.textContent?.trim()));
}

/** The text of `labels`, the `<label for>` elements of the host, one after the other. */
export function labelsText(labels: NodeList): string {
  let text = '';
  for (const label of labels) text += `${text ? ' ' : ''}${label.textContent?.trim() ?? ''}`;
  return text;
}

/** Brings `tree` up to date with `view`, changing only what differs. */
export function renderTree(tree: ShadowTree, view: TreeView): void {
  const { label, slot, field, input, status, message, suggestion, warning, region } = tree;
  const { error } = view;
  attribute(label, 'class', view.hasLabel ? '' : 'no-label');
  text(slot, view.label);
  if (input.value !== view.value) input.value = view.value;
  attribute(input, 'placeholder', view.placeholder || null);
  input.required = view.required;
  input.disabled = view.disabled;
  input.readOnly = view.readOnly;
  attribute(input, 'inputmode', view.numeric ? 'numeric' : 'text');
  attribute(input, 'aria-label', view.hasLabel ? null : view.externalLabel || null);
  attribute(input, 'aria-invalid', error ? 'true' : 'false');
  const described = `${error ? (error.suggestion ? 'message suggestion' : 'message') : ''} ${view.warning && 'warning'}`;
  attribute(input, 'aria-describedby', described.trim() || null);
  text(status, view.status);
  if (!sameView(view.details, tree.shown)) {
    tree.details?.remove();
    tree.details = view.details ? details(view.details) : null;
    if (tree.details) field.after(tree.details);
    tree.shown = view.details;
  }
  // A suggestion is shown only with a message: each put in front of the live region, in this order.
  show(message, error !== null, error?.message ?? '', region);
  show(suggestion, Boolean(error?.suggestion), error?.suggestion ?? '', region);
  show(warning, view.warning !== '', view.warning, region);
  text(region, view.announcement);
}

/** The same details: every field of the one view as in the other. */
function sameView(a: DetailsView | null, b: DetailsView | null): boolean {
  if (a === null || b === null) return a === b;
  return (Object.keys(a) as (keyof DetailsView)[]).every((key) => a[key] === b[key]);
}

/** The details of a verdict: the format, the breakdown and the bank. */
function details({ verdict, breakdown, noLookup, structure }: DetailsView): HTMLElement {
  const block = node('div', 'details');
  if (verdict.format) block.append(node('span', 'format', verdict.format));
  if (breakdown) {
    const list = block.appendChild(node('ol', 'breakdown'));
    attribute(list, 'aria-label', structure ?? null);
    for (const part of verdict.parts) {
      list
        .appendChild(node('li', 'segment'))
        .append(node('span', 'segment-label', part.label), node('span', 'segment-value', part.value));
    }
  }
  const bank = noLookup ? null : verdict.bank;
  if (bank)
    block
      .appendChild(node('div', 'bank'))
      .append(node('span', 'bank-name', bank.name), ' ', node('span', 'bank-details', bank.details));
  return block;
}

/** A new element with a CSS part, and its text and id where given. */
function node(tag: string, part: string, content?: string, id?: string): HTMLElement {
  const element = document.createElement(tag);
  element.setAttribute('part', part);
  if (content !== undefined) element.textContent = content;
  if (id !== undefined) element.id = id;
  return element;
}

/** Shows `element` with `value` as its text, put in front of `before` if it was not shown; or takes it out. */
function show(element: HTMLElement, visible: boolean, value: string, before: Element): void {
  if (!visible) {
    element.remove();
    return;
  }
  text(element, value);
  if (!element.parentNode) before.before(element);
}

/** Sets the text of `element`, unless it is that already. */
function text(element: Element, value: string): void {
  if (element.textContent !== value) element.textContent = value;
}

/** Sets an attribute, or removes it for null. */
function attribute(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

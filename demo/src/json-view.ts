/**
 * Formatted JSON with its tokens coloured, built as text nodes (never as HTML).
 * @module
 */

const TOKEN = /("(?:\\.|[^"\\])*")(\s*:)?|\b(true|false|null)\b|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g;

/** Fills `target` (a `<pre>` or `<code>`) with `value` as indented JSON. */
export function showJson(target: HTMLElement, value: unknown): void {
  const text = JSON.stringify(value, null, 2);
  target.replaceChildren();
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const at = match.index;
    if (at > last) target.append(text.slice(last, at));
    const [whole, string, colon, literal, number] = match;
    const span = document.createElement('span');
    if (string !== undefined) {
      span.className = colon === undefined ? 's' : 'k';
      span.textContent = string;
      target.append(span);
      if (colon !== undefined) target.append(colon);
    } else {
      span.className = literal !== undefined ? 'b' : 'n';
      span.textContent = literal ?? number ?? whole;
      target.append(span);
    }
    last = at + whole.length;
  }
  if (last < text.length) target.append(text.slice(last));
}

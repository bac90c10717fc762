/**
 * Layout checks that a person on a phone would notice: boxes that scroll (or clip) sideways, and
 * numbers cut in two at the end of a line.
 * @module
 */
import type { Page } from 'playwright';

/**
 * What scrolls or is clipped sideways: the page itself, or any box in it whose content is wider
 * than the box (form controls, which scroll their own text, and 1-pixel visually hidden boxes
 * aside). Each as `tag#id.class: content width > box width`.
 */
export function sidewaysScrolling(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) out.push(`the page: ${root.scrollWidth} > ${root.clientWidth}`);
    for (const node of document.body.querySelectorAll('*')) {
      const box = node as HTMLElement;
      if (['INPUT', 'TEXTAREA', 'SELECT', 'OPTION', 'SCRIPT', 'STYLE'].includes(box.tagName)) continue;
      if (box.clientWidth <= 1 || box.getClientRects().length === 0) continue;
      const overflow = getComputedStyle(box).overflowX;
      if (overflow === 'visible') continue;
      if (box.scrollWidth > box.clientWidth + 1) {
        out.push(
          `${box.tagName.toLowerCase()}${box.id ? `#${box.id}` : ''}` +
            `${box.className ? `.${String(box.className).replace(/\s+/g, '.')}` : ''}: ` +
            `${box.scrollWidth} > ${box.clientWidth}`,
        );
      }
    }
    return out;
  });
}

/** Visible boxes matching `selector` that reach past the right or left edge of the window. */
export function offScreen(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const width = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll(selector))
      .filter((node) => node.getClientRects().length > 0)
      .filter((node) => {
        const rect = node.getBoundingClientRect();
        return rect.left < -0.5 || rect.right > width + 0.5;
      })
      .map((node) => `${selector} "${(node.textContent ?? '').trim().slice(0, 40)}"`);
  }, selector);
}

/**
 * Occurrences of each of `tokens` in the page's visible text that are drawn on more than one line
 * (cut by a line break), as `token (n lines)`. Found in the text itself, whatever elements hold it.
 */
export function cutTokens(page: Page, tokens: readonly string[]): Promise<string[]> {
  return page.evaluate((tokens) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const token of tokens) {
        for (let at = text.indexOf(token); at !== -1; at = text.indexOf(token, at + 1)) {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + token.length);
          const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
          if (tops.size > 1) out.push(`${token} (${tops.size} lines)`);
        }
      }
    }
    return out;
  }, tokens);
}

/** Groups of the page's bank numbers (number-text.ts) drawn on more than one line. */
export function cutGroups(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.number .group'))
      .filter((group) => new Set(Array.from(group.getClientRects(), (rect) => Math.round(rect.top))).size > 1)
      .map((group) => group.textContent ?? ''),
  );
}

/** How many times `text` appears in the visible text of `selector`. */
export async function timesShown(page: Page, selector: string, text: string): Promise<number> {
  const visible = await page.locator(selector).innerText();
  return visible.split(text).length - 1;
}

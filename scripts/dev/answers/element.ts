/**
 * The element's answers, in real Chromium: the built `<bank-number-input>` (dist/element/define.js)
 * on a page served from this checkout over loopback, every bank lookup preloaded. For a sample of
 * the inputs, in English and in German: each pasted (copied and pasted with the keyboard) into a
 * new control in a form, and those of printable ASCII typed key by key into another; the answer is
 * what a user and the form see: the text shown, `value`, the custom states, `validationMessage`,
 * the validity flags, the form's value and the text of every part of the control.
 * @module
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { repoRoot } from '../paths.ts';
import { type Inputs, sample } from './inputs.ts';
import { FORMATS } from './sdk.ts';
import type { Answers } from './snapshot.ts';

/** The languages the element is asked in: the default and one other. */
const LANGUAGES = ['en', 'de'];
/** At most this many inputs, and a tenth of a small set. */
const SAMPLE = 60;

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>answers</title>
<link rel="icon" href="data:,">
<script type="importmap">{ "imports": {
  "@lit/reactive-element": "/node_modules/@lit/reactive-element/reactive-element.js",
  "@lit/reactive-element/": "/node_modules/@lit/reactive-element/"
} }</script>
<script type="module">
  import '/dist/element/define.js';
  import { preloadLookups } from '/dist/index.js';
  await preloadLookups(...${JSON.stringify(FORMATS)});
  window.answersReady = true;
</script></head><body></body></html>`;

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

/** Serves the page, dist/ and the element's one dependency, on a free loopback port. */
function serve(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
      return;
    }
    const file = join(repoRoot, path);
    const allowed = path.startsWith('/dist/') || path.startsWith('/node_modules/@lit/reactive-element/');
    if (!allowed || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Records the element's answers to a sample of `inputs` into `answers`. */
export async function recordElement(inputs: Inputs, answers: Answers): Promise<void> {
  if (!existsSync(join(repoRoot, 'dist', 'element', 'define.js'))) throw new Error('dist/ is missing: npm run build');
  const server = await serve();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await page.waitForFunction(() => (window as unknown as { answersReady?: boolean }).answersReady === true, null, {
      timeout: 120_000,
    });

    /** A new control in a form, in `lang`, its inner field focused. */
    const mount = (lang: string) =>
      page.evaluate(async (lang) => {
        document.body.innerHTML =
          `<form onsubmit="event.preventDefault()"><bank-number-input name="number" label="Bank number" lang="${lang}">` +
          '</bank-number-input></form>';
        const el = document.querySelector('bank-number-input') as HTMLElement & { updateComplete: Promise<unknown> };
        await el.updateComplete;
        el.shadowRoot?.querySelector('textarea')?.focus();
      }, lang);

    /** What the control shows and tells its form, once its verdict is complete. */
    const read = () =>
      page.evaluate(async () => {
        const el = document.querySelector('bank-number-input') as HTMLElement & {
          updateComplete: Promise<unknown>;
          value: string;
          validationMessage?: string;
          validity?: ValidityState;
        };
        await el.updateComplete;
        for (let wait = 0; el.matches(':state(pending)') && wait < 200; wait++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          await el.updateComplete;
        }
        const root = el.shadowRoot as ShadowRoot;
        const validity: string[] = [];
        for (const flag of [
          'valueMissing',
          'typeMismatch',
          'patternMismatch',
          'tooLong',
          'tooShort',
          'rangeUnderflow',
          'rangeOverflow',
          'stepMismatch',
          'badInput',
          'customError',
          'valid',
        ] as const)
          if (el.validity?.[flag]) validity.push(flag);
        return {
          shown: root.querySelector('textarea')?.value ?? null,
          value: el.value,
          states: ['valid', 'invalid', 'not-allowed', 'pending'].filter((state) => el.matches(`:state(${state})`)),
          validationMessage: el.validationMessage ?? null,
          validity,
          form: [...new FormData(el.closest('form') as HTMLFormElement)].map(([name, value]) => [name, String(value)]),
          parts: [...root.querySelectorAll('[part]')]
            .filter((node) => node.tagName !== 'TEXTAREA' && node.children.length === 0)
            .map((node) => `${node.getAttribute('part')}: ${node.textContent}`),
        };
      });

    for (const lang of LANGUAGES) {
      for (const i of sample(inputs, Math.min(SAMPLE, Math.ceil(inputs.strings.length / 10)))) {
        const input = inputs.strings[i] as string;
        await mount(lang);
        // Copied from a field of the page and pasted into the control, with the keyboard.
        await page.evaluate((text) => {
          const source = document.body.appendChild(document.createElement('textarea'));
          source.value = text;
          source.select();
        }, input);
        await page.keyboard.press('ControlOrMeta+C');
        await page.evaluate(() => {
          document.body.lastElementChild?.remove();
          document.querySelector('bank-number-input')?.shadowRoot?.querySelector('textarea')?.focus();
        });
        await page.keyboard.press('ControlOrMeta+V');
        answers.put(`pasted ${lang} #${i}`, await read());
        if (/^[\x20-\x7e]{1,40}$/.test(input)) {
          await mount(lang);
          await page.keyboard.type(input);
          answers.put(`typed ${lang} #${i}`, await read());
        }
      }
    }
    answers.put('page errors', errors);
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

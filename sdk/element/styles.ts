import { unsafeCSS } from '@lit/reactive-element';

/**
 * Light colours first, then `light-dark()` where the browser has it: the element follows the
 * `color-scheme` it inherits from the page, so a page that opts into `color-scheme: light dark`
 * gets dark defaults when the reader prefers a dark scheme, and a light page never gets a dark
 * control. Every colour has a `--bank-number-input-*` property in front of it. Forced-colours mode
 * needs nothing here: it replaces these colours, the focus outline included, with system colours.
 * The input is as wide as a German IBAN in groups (27 characters) where the row allows it; on a
 * phone, or a row too narrow for both, the status goes below it, and the text is never under 16px,
 * below which phones zoom in on focus. A number wider than the field wraps between its groups: the
 * input is a textarea of one row that grows with its text (`field-sizing`) up to three lines, and
 * scrolls beyond (pasted text of any length keeps the field, and the message below it, in view);
 * where a browser cannot grow it, the text stays on its one row and scrolls, as in an input.
 * Written as terse as a minifier would leave it, one rule a line: this text ships as it is written
 * (a rule longer than a line is cut into pieces joined with `+`, which minifiers join again).
 * A constant, so `unsafeCSS` is safe here, and it spares every bundle the `css` tag's own code.
 */
export const styles = unsafeCSS(
  `
:host{--_fg:#1f2328;--_bg:#fff;--_border:#6e7781;--_muted:#57606a;--_valid:#116329;--_invalid:#b3261e;` +
    `--_focus:#0a60d0;--_segment:#eef1f4;` +
    `--_mono:var(--bank-number-input-font-family-mono,ui-monospace,Menlo,Consolas,monospace);display:block;` +
    `color:var(--bank-number-input-color,var(--_fg))}
@supports (color:light-dark(#000,#fff)){:host{--_fg:light-dark(#1f2328,#e6edf3);--_bg:light-dark(#fff,#0d1117);` +
    `--_border:light-dark(#6e7781,#8b949e);--_muted:light-dark(#57606a,#9da7b3);
--_valid:light-dark(#116329,#56d364);--_invalid:light-dark(#b3261e,#ff8e86);` +
    `--_focus:light-dark(#0a60d0,#58a6ff);--_segment:light-dark(#eef1f4,#21262d)}}
:host([hidden]),.no-label{display:none}
[part=base]{display:grid;gap:var(--bank-number-input-gap,.375rem)}
[part=label],[part=status],[part=bank-name]{font-weight:600}
[part=field]{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem .5rem;min-width:0}
[part=input]{flex:1 1 28ch;min-width:0;padding:var(--bank-number-input-padding,.5rem .625rem);` +
    `border:1px solid var(--bank-number-input-border-color,var(--_border));` +
    `border-radius:var(--bank-number-input-border-radius,.375rem);` +
    `background:var(--bank-number-input-background,var(--_bg));color:inherit;font:inherit;font-size:max(16px,1em);` +
    `font-family:var(--_mono);resize:none;field-sizing:content;max-height:3lh}
@supports not (field-sizing:content){[part=input]{white-space:pre;overflow:auto hidden}}
@media (max-width:30em){[part=status]{flex-basis:100%}}
[part=input]:focus-visible{outline:2px solid var(--bank-number-input-focus-ring-color,var(--_focus));outline-offset:2px}
[part=input]:disabled{opacity:.6;cursor:not-allowed}
:host(:state(valid)) [part=input]{border-color:var(--bank-number-input-valid-color,var(--_valid))}
:host(:state(valid)) [part=status]{color:var(--bank-number-input-valid-color,var(--_valid))}
:host(:state(invalid)) [part=input]{border-color:var(--bank-number-input-invalid-color,var(--_invalid))}
:host(:state(invalid)) [part=status],[part=message]{color:var(--bank-number-input-invalid-color,var(--_invalid))}
[part=format],[part=suggestion],[part=bank-details],[part=segment-label]{` +
    `color:var(--bank-number-input-muted-color,var(--_muted))}
[part=format],[part=message],[part=suggestion],[part=warning]{margin:0;font-size:.875em}
[part=breakdown]{display:flex;flex-wrap:wrap;gap:.25rem;margin:0;padding:0;list-style:none}
[part=segment]{display:inline-grid;padding:.125rem .375rem;border-radius:.25rem;` +
    `background:var(--bank-number-input-segment-background,var(--_segment))}
[part=segment-label]{font-size:.75em}
[part=segment-value]{font-family:var(--_mono)}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;` +
    `clip:rect(0 0 0 0);white-space:nowrap;border:0}
`,
);

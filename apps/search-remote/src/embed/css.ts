import { uiKitCss } from '@shop/ui-kit';

/** The widgets' base font size, in px: what 1rem is on the shop's own pages. */
export const EMBED_FONT_PX = 16;

/**
 * The ui-kit's CSS with its `rem` lengths in px. A `rem` inside a shadow root is the storefront page's root
 * font size: a page with the common `html { font-size: 62.5% }` made the widgets' texts 9 px.
 */
export function withoutRem(css: string): string {
  return css.replace(/(\d*\.?\d+)rem\b/g, (_, size: string) => `${Number((Number(size) * EMBED_FONT_PX).toFixed(3))}px`);
}

/**
 * Styles of a widget's shadow root. `all: initial` on the host stops the page's inherited styles (font,
 * colour, line height, …) at the boundary; selectors of the page never match inside, and ours never outside.
 * The widgets' colours are made for a light ground: they bring their own (white, `--sk-embed-bg` to change it)
 * and light form controls, so a dark storefront page (`color-scheme: dark`) leaves their texts readable.
 * No layout containment: it would make the host the containing block of the filters' dialog on a phone
 * (`position: fixed`), which then covered the widget's box instead of the screen.
 */
export const embedCss = `:host{all:initial;display:block;contain:style;color-scheme:light}
:host([hidden]){display:none}
.sk-embed{background:var(--sk-embed-bg,var(--sk-card));font-family:var(--sk-font);color:var(--sk-ink);font-size:${EMBED_FONT_PX}px;line-height:1.45;-webkit-text-size-adjust:100%}
.sk-embed a{color:var(--sk-brand)}
${withoutRem(uiKitCss)}
.sk-overlay:popover-open{inset:0;width:auto;height:auto;max-width:none;max-height:none;margin:0;border:0;padding:0;overflow:visible;color:var(--sk-ink);background:#fff}
.sk-overlay--in-frame:popover-open{inset:0 0 auto 0}`;

import { uiKitCss } from '@shop/ui-kit';

/**
 * Styles of a widget's shadow root. `all: initial` on the host stops the page's inherited styles (font,
 * colour, line height, …) at the boundary; selectors of the page never match inside, and ours never outside.
 * No layout containment: it would make the host the containing block of the filters' dialog on a phone
 * (`position: fixed`), which then covered the widget's box instead of the screen.
 */
export const embedCss = `:host{all:initial;display:block;contain:style}
:host([hidden]){display:none}
.sk-embed{font-family:var(--sk-font);color:var(--sk-ink);font-size:16px;line-height:1.45;-webkit-text-size-adjust:100%}
.sk-embed a{color:var(--sk-brand)}
${uiKitCss}`;

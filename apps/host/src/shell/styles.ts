import { cssHash } from '@shop/ui-kit/cssHash';
import { UI_KIT_CSS_HASH_ATTRIBUTE } from '@shop/ui-kit/cssIdentity';
import { uiKitCss } from '@shop/ui-kit/styles';
import { SHELL_CSS_ID, UI_KIT_CSS_ID } from './styleIds';

/**
 * Shell styles: layout, header, navigation, status pages. Components bring their own (ui-kit). (No comments in
 * the CSS: it is inline in every page's head.) `.shell:not(:has(>main))::after`: grey tiles where the results
 * will be on a page whose header went out before the search API answered (server/html.ts
 * `earlyPartWithFrame`), until its `<main>` arrives — CSS only, nothing is added to the markup the browser
 * hydrates. `.shell__main>.boot>.boot__main`: the boot placeholder's tiles in the `<main>` of such a page left
 * to the browser after all.
 */
export const shellCss = `
:root{--brand:#0b5cad;--brand-dark:#084a8c;--ink:#1b1f24;--muted:#5b6470;--line:#dfe3e8;--bg:#f4f6f8;--card:#fff;--ok:#147a3d;--warn:#9a5b00;--bad:#b3261e;--radius:10px;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ink);background:var(--bg)}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;line-height:1.45;-webkit-text-size-adjust:100%}
a{color:var(--brand)}
:focus-visible{outline:3px solid #ffb300;outline-offset:2px}
.shell__main :focus-visible{outline-color:var(--brand)}
.visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.skip-link{position:absolute;left:8px;top:-48px;background:#fff;padding:8px 12px;border-radius:6px;z-index:100}
.skip-link:focus{top:8px}
.shell{min-height:100vh;display:flex;flex-direction:column}
.shell__header{background:var(--brand);color:#fff;position:sticky;top:0;z-index:20;box-shadow:0 1px 4px rgba(0,0,0,.15)}
.shell__bar{display:flex;align-items:center;gap:16px;max-width:1280px;margin:0 auto;padding:10px 16px;flex-wrap:wrap}
.shell__logo{display:flex;align-items:center;gap:8px;color:#fff;font-weight:800;font-size:1.25rem;text-decoration:none;letter-spacing:.02em}
.shell__logo-mark{width:26px;height:26px;border-radius:7px;background:#fff;box-shadow:inset 0 0 0 7px #ffb300}
.shell__nav{display:flex;gap:4px;flex:1;flex-wrap:wrap}
.shell__nav a{color:#fff;text-decoration:none;padding:6px 10px;border-radius:6px;font-weight:500}
.shell__nav a[aria-current=page],.shell__nav a:hover{background:rgba(255,255,255,.16)}
.shell__locale select{font:inherit;padding:6px 8px;border-radius:6px;border:0;background:#fff;color:var(--ink);max-width:9rem}
@media (min-width:960px){.shell__locale select{max-width:none}}
.shell__categories{max-width:1280px;margin:0 auto;padding:0 8px 8px;overflow-x:auto;scrollbar-width:none}
.shell__categories--pending{height:44px}
.shell__categories ul{display:flex;gap:4px;list-style:none;margin:0;padding:0;white-space:nowrap}
.shell__categories a{display:inline-flex;align-items:center;min-height:36px;padding:0 10px;border-radius:18px;color:#fff;text-decoration:none;background:rgba(255,255,255,.12);font-size:.9rem}
.shell__categories a:hover,.shell__categories a:focus-visible{background:var(--brand-dark);text-decoration:underline}
.shell__categories a[aria-current=page]{background:#fff;color:var(--brand-dark);font-weight:600}
.shell__footer-links{display:flex;flex-wrap:wrap;justify-content:center;gap:8px 20px;list-style:none;margin:0 0 12px;padding:0}
.shell__search{max-width:1280px;margin:0 auto;padding:0 16px 12px}
.shell__offline{margin:0;padding:8px 16px;background:#fff4d6;color:#5c3d00;text-align:center}
.shell__main{flex:1;width:100%;max-width:1280px;margin:0 auto;padding:16px;min-height:100vh}
.shell__main--embedded{min-height:0}
.shell__main:focus{outline:none}
.shell:not(:has(>main))::after{content:"";display:block;width:100%;max-width:1280px;min-height:100vh;margin:0 auto;background:linear-gradient(var(--bg) 0 0) 0 0/100% 16px no-repeat,linear-gradient(to bottom,transparent 252px,var(--bg) 0) 0 16px/100% 264px,repeating-linear-gradient(to right,var(--bg) 0 16px,#e9edf1 0 calc(50% - 6px),var(--bg) 0 calc(50% + 6px),#e9edf1 0 calc(100% - 16px),var(--bg) 0 100%)}
@media (min-width:960px){.shell:not(:has(>main))::after{background:linear-gradient(var(--bg) 0 0) 0 0/100% 16px no-repeat,linear-gradient(to bottom,transparent 340px,var(--bg) 0) 0 16px/100% 352px,linear-gradient(to right,var(--bg) 0 16px,#e9edf1 0 calc(25% - 5px),var(--bg) 0 calc(25% + 7px),#e9edf1 0 calc(50% - 6px),var(--bg) 0 calc(50% + 6px),#e9edf1 0 calc(75% - 7px),var(--bg) 0 calc(75% + 5px),#e9edf1 0 calc(100% - 16px),var(--bg) 0 100%)}}
.shell__main>.boot>.boot__main{padding:0}
.shell__footer{background:#1f2933;color:#d5dbe1;padding:20px 16px;font-size:.9rem;text-align:center;overflow-wrap:anywhere}
.shell__footer a{color:#fff}
.home-hero h1{margin:.2em 0;font-size:1.6rem}
.home-hero p{margin:0 0 12px;color:var(--muted)}
.status-page{max-width:560px;margin:48px auto;text-align:center;background:var(--card);padding:32px 24px;border-radius:var(--radius);box-shadow:0 1px 3px rgba(0,0,0,.08)}
.status-page__code{font-size:3rem;font-weight:800;color:var(--brand);margin:0}
.status-page__message{color:var(--muted)}
.status-page__actions{display:flex;flex-wrap:wrap;gap:8px;justify-content:center}
.status-page h1{overflow-wrap:break-word;hyphens:auto}
.remote-fallback{border:1px dashed var(--line);background:#fff;border-radius:var(--radius);padding:16px;display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:space-between;color:var(--ink)}
.remote-fallback p{margin:0}
.remote-loading{min-height:80px}
.shell__search .remote-loading{min-height:50px}.shell__search .skeleton{height:50px}
.skeleton{height:80px;border-radius:var(--radius);background:linear-gradient(90deg,#e9edf1 25%,#f5f7f9 37%,#e9edf1 63%);background-size:400% 100%;animation:shimmer 1.2s ease infinite}
@keyframes shimmer{0%{background-position:100% 50%}100%{background-position:0 50%}}
@media (prefers-reduced-motion:reduce){.skeleton{animation:none}}
@media (forced-colors:active){.shell__nav a[aria-current=page],.shell__categories a[aria-current=page]{forced-color-adjust:none;background:Highlight;color:HighlightText}}
.button{display:inline-flex;align-items:center;justify-content:center;gap:6px;min-height:44px;padding:0 18px;border-radius:8px;border:1px solid var(--brand);background:var(--brand);color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.button:hover{background:var(--brand-dark)}
.button--secondary{background:#fff;color:var(--brand)}
.button--secondary:hover{background:#eef4fb}
[data-early-tap]{cursor:progress;opacity:.7}
.shell__locale-form{display:flex;align-items:center;gap:8px;margin:0}
@media (max-width:767px){.shell__nav{order:3;flex-basis:100%}.shell__bar{gap:8px}.shell__header{position:static}.shell__locale-form{flex:1 1 0;min-width:0}.shell__locale{min-width:0}.shell__locale select{max-width:100%}}
`;

/** The name of the host's copy of the ui-kit CSS, which its style element carries (@shop/ui-kit/cssIdentity). */
export const HOST_UI_KIT_CSS_HASH = cssHash(uiKitCss);
// For ensurePageCss, which imports this module lazily: the attribute's name then stays out of the boot chunk.
export { UI_KIT_CSS_HASH_ATTRIBUTE };

/** The page's CSS by the id of its style element: the shell's and the ui-kit's (the host's copy). */
export const PAGE_CSS: ReadonlyArray<readonly [id: string, css: string]> = [
  [SHELL_CSS_ID, shellCss],
  [UI_KIT_CSS_ID, uiKitCss],
];

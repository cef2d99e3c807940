import { SHOWN_ATTRIBUTE } from './layOutWhenIdle';
import { SEEN_ATTRIBUTE, SEEN_SETTLED_ATTRIBUTE } from './seenRows';
import { STATIC_PART_ATTRIBUTE } from './staticPart';
import { toasterCss } from './Toaster';
/**
 * All ui-kit CSS as one string; apps inject it in a <style> element (no CSS loader exists). Mobile first:
 * base rules are for phones, wider layouts from the SPEC §9 breakpoints (348, 768 = no longer mobile, 960,
 * 1120, 1280). Every class is prefixed `sk-`, apart from the shared `.button`.
 */
/** SPEC §9 fetch display delay: results dim as busy only once a refetch has been pending this long. */
export const FETCH_DISPLAY_DELAY_MS = 200;

const tokens = `
:root,:host{--sk-brand:#0b5cad;--sk-brand-dark:#084a8c;--sk-brand-soft:#e8f1fb;--sk-accent:#ffb300;--sk-ink:#1b1f24;--sk-muted:#5b6470;--sk-line:#dfe3e8;--sk-bg:#f4f6f8;--sk-card:#fff;--sk-ok:#147a3d;--sk-warn:#9a5b00;--sk-bad:#b3261e;--sk-sale:#c62828;--sk-field-line:#767f8a;--sk-star-empty:#8a939e;--sk-star-fill:#5c3d00;--sk-radius:10px;--sk-font:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
:where([class^="sk-"],[class*=" sk-"],.button),:where([class^="sk-"],[class*=" sk-"]) *,:where([class^="sk-"],[class*=" sk-"]) ::before,:where([class^="sk-"],[class*=" sk-"]) ::after{box-sizing:border-box}
.sk-visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.sk-muted{color:var(--sk-muted)}
[class^="sk-"] :focus-visible,[class*=" sk-"] :focus-visible,.button:focus-visible{outline:3px solid var(--sk-brand);outline-offset:2px}
`;

const controls = `
.button{display:inline-flex;align-items:center;justify-content:center;gap:6px;min-height:44px;padding:0 18px;border-radius:8px;border:1px solid var(--sk-brand);background:var(--sk-brand);color:#fff;font:inherit;font-weight:600;line-height:1.2;text-decoration:none;cursor:pointer}
.button:hover{background:var(--sk-brand-dark);border-color:var(--sk-brand-dark)}
.button--secondary{background:#fff;color:var(--sk-brand);border-color:var(--sk-brand)}
.button--secondary:hover{background:var(--sk-brand-soft);color:var(--sk-brand-dark)}
.button[aria-disabled=true],.button:disabled{opacity:.6;cursor:default}
.sk-link-button{display:inline-flex;align-items:center;min-height:44px;padding:0 4px;border:0;background:none;color:var(--sk-brand);font:inherit;font-weight:600;text-decoration:underline;text-underline-offset:3px;cursor:pointer}
.sk-icon-button{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;flex:none;border:1px solid var(--sk-line);border-radius:50%;background:#fff;color:var(--sk-ink);font:inherit;font-size:1.5rem;line-height:1;cursor:pointer}
.sk-icon-button:hover{border-color:var(--sk-brand);color:var(--sk-brand)}
.sk-icon-button[aria-disabled=true]{opacity:.4;cursor:default}
.sk-input,.sk-select{min-height:44px;width:100%;padding:8px 12px;border:1px solid var(--sk-field-line);border-radius:8px;background:#fff;color:var(--sk-ink);font:inherit}
.sk-input[aria-invalid=true]{border-color:var(--sk-bad);box-shadow:0 0 0 1px var(--sk-bad)}
.sk-select{width:auto;max-width:100%;padding-right:32px}
`;

const tile = `
.sk-grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:8px;--sk-tile-height-estimate:calc(42.5vw + 251px)}
.sk-grid--updating{opacity:.6;transition:opacity .2s ${FETCH_DISPLAY_DELAY_MS}ms}
.sk-grid__item{display:flex;min-width:0}
.sk-tile{position:relative;display:flex;flex-direction:column;width:100%;background:var(--sk-card);border:1px solid var(--sk-line);border-radius:var(--sk-radius);overflow:hidden;color:var(--sk-ink);font-family:var(--sk-font);transition:box-shadow .15s}
.sk-tile:hover{box-shadow:0 4px 16px rgba(27,31,36,.12)}
.sk-tile__media{position:relative;aspect-ratio:1;background:#fff;padding:8px}
.sk-tile__image{display:block;width:100%;height:100%;object-fit:contain}
.sk-tile__image--none{background:var(--sk-bg);border-radius:6px}
.sk-tile__sponsored{position:absolute;top:8px;left:8px;padding:2px 8px;border-radius:999px;background:rgba(255,255,255,.95);border:1px solid var(--sk-line);color:var(--sk-muted);font-size:.75rem;font-weight:600}
.sk-tile__body{display:flex;flex-direction:column;gap:4px;flex:1;padding:8px 10px 12px}
.sk-tile__body p{margin:0}
.sk-tile__brand{color:var(--sk-muted);font-size:.75rem;font-weight:700;letter-spacing:.03em;text-transform:uppercase;overflow-wrap:anywhere}
.sk-tile__title{margin:0;font-size:.9rem;font-weight:500;line-height:1.35;overflow-wrap:anywhere}
.sk-tile__link{color:inherit;text-decoration:none}
.sk-tile__link::after{content:"";position:absolute;inset:0;border-radius:var(--sk-radius)}
.sk-tile__link:hover{text-decoration:underline}
.sk-tile__link:focus-visible{outline:none}
.sk-tile__link:focus-visible::after{outline:3px solid var(--sk-brand);outline-offset:-3px}
.sk-tile__rating{display:flex;align-items:center;gap:4px;font-size:.8rem;color:var(--sk-muted)}
.sk-tile__price{display:flex;flex-wrap:wrap;align-items:baseline;gap:2px 8px;margin-top:auto!important;padding-top:4px}
.sk-price{font-size:1.2rem;font-weight:800;letter-spacing:-.01em;color:var(--sk-ink)}
.sk-price--reduced{color:var(--sk-sale)}
.sk-tile__old-price{font-size:.85rem;color:var(--sk-muted)}
.sk-grid__row{grid-column:1/-1}
.sk-grid__row:empty{display:none}
.sk-banner{position:relative;font-family:var(--sk-font)}
.sk-banner--pencil{margin:0 0 12px}
.sk-banner__label{position:absolute;top:6px;left:6px;z-index:1;padding:1px 6px;border-radius:4px;background:rgba(255,255,255,.92);color:var(--sk-ink);font-size:.7rem;font-weight:700}
.sk-banner__link{display:block;border-radius:var(--sk-radius)}
.sk-banner__link:focus-visible{outline:3px solid var(--sk-brand);outline-offset:2px}
.sk-banner__image{display:block;width:100%;height:auto;border-radius:var(--sk-radius);background:var(--sk-line)}
.sk-tile__badges{display:flex;flex-wrap:wrap;gap:4px;margin-top:auto!important;padding-top:4px}
.sk-tile__badges+.sk-tile__price{margin-top:0!important}
.sk-price-badge{display:inline-block;padding:2px 6px;border-radius:4px;font-size:.75rem;font-weight:700;line-height:1.3;overflow-wrap:anywhere}
.sk-price-badge--cheaper{background:var(--sk-sale);color:#fff}
.sk-price-badge--up-to{background:var(--sk-accent);color:var(--sk-ink)}
.sk-tile__availability,.sk-tile__channel,.sk-tile__number{font-size:.8rem}
.sk-tile__channel,.sk-tile__number{color:var(--sk-muted)}
.sk-availability{display:flex;align-items:center;gap:6px}
.sk-availability__dot{width:10px;height:10px;flex:none;border-radius:50%;background:var(--sk-muted)}
.sk-availability--available .sk-availability__dot{background:var(--sk-ok)}
.sk-availability--soon .sk-availability__dot{background:var(--sk-accent);box-shadow:inset 0 0 0 1px var(--sk-warn)}
.sk-availability--unavailable .sk-availability__dot{background:var(--sk-bad)}
.sk-stars{position:relative;display:inline-block;font-size:.95rem;line-height:1;letter-spacing:1px;white-space:nowrap}
.sk-stars__track{color:var(--sk-star-empty)}
.sk-stars__fill{position:absolute;top:0;left:0;overflow:hidden;color:var(--sk-star-fill)}
.sk-skeleton-tile{display:flex;flex-direction:column;gap:8px;padding:8px 10px 14px;background:var(--sk-card);border:1px solid var(--sk-line);border-radius:var(--sk-radius)}
.sk-skeleton{border-radius:6px;background:linear-gradient(90deg,#e9edf1 25%,#f5f7f9 37%,#e9edf1 63%);background-size:400% 100%;animation:sk-shimmer 1.2s ease infinite}
.sk-skeleton--image{aspect-ratio:1}
.sk-skeleton--line{height:12px}
.sk-skeleton--short{width:60%}
.sk-skeleton--price{height:20px;width:45%;margin-top:6px}
@keyframes sk-shimmer{0%{background-position:100% 50%}100%{background-position:0 50%}}
@media (min-width:348px){.sk-grid{gap:12px}.sk-tile__title{font-size:.95rem}.sk-price{font-size:1.3rem}}
@media (min-width:960px){.sk-grid{grid-template-columns:repeat(3,minmax(0,1fr));gap:16px;--sk-tile-height-estimate:calc(25.8vw + 198px)}.sk-tile__body{padding:10px 14px 14px}.sk-price{font-size:1.4rem}}
@media (min-width:1280px){.sk-grid{grid-template-columns:repeat(4,minmax(0,1fr));--sk-tile-height-estimate:460px}}
`;

const search = `
.sk-search{position:relative;width:100%;font-family:var(--sk-font)}
.sk-search__box{display:flex;align-items:center;background:#fff;border:1px solid var(--sk-field-line);border-radius:var(--sk-radius);overflow:hidden}
.sk-search__box:focus-within{border-color:var(--sk-brand);box-shadow:0 0 0 2px var(--sk-brand)}
.sk-search__input{flex:1;min-width:0;min-height:48px;padding:0 12px;border:0;background:transparent;color:var(--sk-ink);font:inherit;font-size:1rem}
.sk-search__input:focus-visible{outline:none}
.sk-search__input::placeholder{color:var(--sk-muted);opacity:1}
.sk-search__input::-webkit-search-cancel-button{-webkit-appearance:none;appearance:none}
.sk-search__clear,.sk-search__submit{display:inline-flex;align-items:center;justify-content:center;width:44px;min-height:48px;flex:none;border:0;background:transparent;color:var(--sk-muted);font:inherit;font-size:1.4rem;cursor:pointer}
.sk-search__submit{width:52px;background:var(--sk-brand);color:#fff}
.sk-search__submit:hover{background:var(--sk-brand-dark)}
.sk-search__clear:focus-visible{outline-offset:-4px}
.sk-search__submit:focus-visible{outline:3px solid #fff;outline-offset:-6px;box-shadow:inset 0 0 0 2px var(--sk-brand)}
.sk-search__spinner{width:18px;height:18px;margin:0 6px;border:2px solid var(--sk-line);border-top-color:var(--sk-brand);border-radius:50%;animation:sk-spin .8s linear infinite}
@keyframes sk-spin{to{transform:rotate(360deg)}}
.sk-search__suggestions{overflow-wrap:anywhere;position:absolute;z-index:50;top:calc(100% + 4px);left:0;right:0;max-height:min(60vh,480px);overflow-y:auto;overscroll-behavior:contain;padding:4px 0;background:#fff;border:1px solid var(--sk-line);border-radius:var(--sk-radius);box-shadow:0 8px 24px rgba(27,31,36,.16);color:var(--sk-ink)}
.sk-search__suggestions[hidden]{display:none}
.sk-search__group{list-style:none;margin:0;padding:0}
.sk-search__group+.sk-search__group{border-top:1px solid var(--sk-line)}
.sk-search__group-label{padding:8px 14px 2px;color:var(--sk-muted);font-size:.75rem;font-weight:700;letter-spacing:.04em;text-transform:uppercase}
.sk-search__option{display:flex;align-items:center;justify-content:space-between;gap:12px;min-height:44px;padding:6px 14px;border-left:3px solid transparent;cursor:pointer}
.sk-search__option:hover{background:var(--sk-bg)}
.sk-search__option--active{background:var(--sk-brand-soft);border-left-color:var(--sk-brand)}
.sk-search__option-label{overflow-wrap:anywhere}
.sk-search__option-hits{flex:none;color:var(--sk-muted);font-size:.8rem}
`;

const filters = `
.sk-facets{display:flex;flex-direction:column;font-family:var(--sk-font);color:var(--sk-ink)}
.sk-facets__reset{align-self:flex-start;margin-bottom:8px}
.sk-facet{border-bottom:1px solid var(--sk-line);padding:4px 0}
.sk-facet__heading{margin:0;font-size:1rem;font-weight:700;overflow-wrap:anywhere}
.sk-facet__heading:not(:has(button,.sk-facet__label)){padding:10px 0}
.sk-facet__toggle{display:flex;align-items:center;justify-content:space-between;gap:8px;width:100%;min-height:44px;padding:0;border:0;background:none;color:inherit;font:inherit;text-align:left;cursor:pointer}
.sk-facet__label{display:flex;align-items:center;min-height:44px}
.sk-facet__chevron{flex:none;width:10px;height:10px;margin-right:6px;border-right:2px solid currentColor;border-bottom:2px solid currentColor;transform:rotate(45deg);transition:transform .15s}
.sk-facet__toggle[aria-expanded=true] .sk-facet__chevron{transform:rotate(-135deg)}
.sk-facet__body{padding-bottom:8px}
.sk-facet__body[hidden]{display:none}
.sk-facet__search{margin:4px 0 6px}
.sk-facet__values{list-style:none;margin:0;padding:0}
.sk-facet__beyond{display:none}
.sk-facet__children{list-style:none;margin:0;padding:0 0 0 30px}
.sk-check{display:flex;align-items:center;gap:10px;min-height:44px;cursor:pointer}
.sk-check__box{width:20px;height:20px;flex:none;margin:0;accent-color:var(--sk-brand)}
.sk-check__label{flex:1;min-width:0;overflow-wrap:anywhere}
.sk-check .sk-stars{margin-right:auto}
.sk-check__count{margin-left:auto;color:var(--sk-muted);font-size:.85rem}
.sk-check__preview{width:24px;height:24px;flex:none;border:1px solid var(--sk-field-line);border-radius:50%;object-fit:cover}
.sk-facet__values--tiles{display:flex;flex-wrap:wrap;gap:8px;padding:4px 0}
.sk-check--tile{position:relative;gap:6px;min-width:44px;padding:0 12px;border:1px solid var(--sk-field-line);border-radius:8px;background:var(--sk-card)}
.sk-check--tile .sk-check__box{position:absolute;width:1px;height:1px;margin:0;opacity:0}
.sk-check--tile .sk-check__label{flex:none;font-weight:600}
.sk-check--tile .sk-check__count{margin-left:0}
.sk-check--tile:hover{border-color:var(--sk-brand)}
.sk-check--tile:has(:checked){border-color:var(--sk-brand);box-shadow:inset 0 0 0 1px var(--sk-brand);background:var(--sk-brand-soft)}
.sk-check--tile:has(:checked) .sk-check__label::before{content:"✓ " / ""}
.sk-check--tile:has(:focus-visible){outline:3px solid var(--sk-brand);outline-offset:2px}
.sk-check--switch .sk-check__box{appearance:none;width:40px;height:24px;border-radius:12px;cursor:pointer;background:radial-gradient(circle at 12px 12px,#fff 8px,transparent 8.5px) #6b7280}
.sk-check--switch .sk-check__box:checked{background:radial-gradient(circle at 28px 12px,#fff 8px,transparent 8.5px) var(--sk-brand)}
.sk-check--switch .sk-check__box:focus-visible{outline:3px solid var(--sk-brand);outline-offset:2px}
@media (forced-colors:active){.sk-check--switch .sk-check__box{forced-color-adjust:none;border:1px solid CanvasText;background:radial-gradient(circle at 11px 11px,CanvasText 7px,transparent 7.5px) Canvas}.sk-check--switch .sk-check__box:checked{background:radial-gradient(circle at 27px 11px,HighlightText 7px,transparent 7.5px) Highlight}}
.sk-range{display:flex;flex-direction:column;gap:8px}
.sk-range__fields{display:flex;align-items:flex-end;gap:8px}
.sk-range__field{display:flex;flex-direction:column;gap:4px;flex:1;min-width:0;font-size:.85rem}
.sk-range__dash{padding-bottom:12px}
.sk-range__bounds{margin:0;color:var(--sk-muted);font-size:.8rem}
.sk-range__slider{position:relative;height:44px;margin:0 2px}
.sk-range__slider::before{content:"";position:absolute;left:12px;right:12px;top:20px;height:4px;border-radius:2px;background:linear-gradient(to right,var(--sk-line) var(--sk-range-from,0%),var(--sk-brand) var(--sk-range-from,0%),var(--sk-brand) var(--sk-range-to,100%),var(--sk-line) var(--sk-range-to,100%))}
.sk-range__thumb{position:absolute;inset:0;width:100%;height:44px;margin:0;padding:0;background:none;pointer-events:none;-webkit-appearance:none;appearance:none}
.sk-range__thumb::-webkit-slider-runnable-track{height:44px;background:none}
.sk-range__thumb::-moz-range-track{background:none}
.sk-range__thumb::-webkit-slider-thumb{-webkit-appearance:none;appearance:none;pointer-events:auto;width:24px;height:24px;margin-top:10px;border:2px solid var(--sk-brand);border-radius:50%;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.3);cursor:grab}
.sk-range__thumb::-moz-range-thumb{pointer-events:auto;width:20px;height:20px;border:2px solid var(--sk-brand);border-radius:50%;background:#fff;cursor:grab}
.sk-range__thumb:focus-visible{outline:none}
.sk-range__thumb:focus-visible::-webkit-slider-thumb{outline:3px solid var(--sk-brand);outline-offset:2px}
.sk-range__thumb:focus-visible::-moz-range-thumb{outline:3px solid var(--sk-brand);outline-offset:2px}
.sk-range__thumb--raised{z-index:1}
.sk-range__error{margin:0;color:var(--sk-bad);font-size:.9rem;font-weight:600}
.sk-range__apply{align-self:flex-start}
.sk-overlay{position:fixed;inset:0;z-index:1000;background:#fff}
.sk-overlay__dialog{display:flex;flex-direction:column;height:100%;height:100dvh;font-family:var(--sk-font);color:var(--sk-ink)}
.sk-overlay__header{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:8px 16px;border-bottom:1px solid var(--sk-line)}
.sk-overlay__title{margin:0;font-size:1.2rem}
.sk-overlay__content{flex:1;overflow-y:auto;overscroll-behavior:contain;padding:8px 16px}
.sk-overlay__footer{padding:12px 16px calc(12px + env(safe-area-inset-bottom,0px));border-top:1px solid var(--sk-line);box-shadow:0 -2px 8px rgba(27,31,36,.06)}
.sk-overlay__results{width:100%}
.sk-overlay__notices{display:flex;flex-direction:column;gap:8px;margin-bottom:12px}.sk-overlay__notices:empty{display:none}
.sk-overlay__notice{margin:0;padding:10px 14px;border-radius:10px;background:#1b1f24;color:#fff}.sk-overlay__notice--error{background:#b3261e}
.sk-overlay--in-frame{position:absolute;inset:0 0 auto 0;min-height:100%}
.sk-overlay--in-frame .sk-overlay__dialog{height:auto}
.sk-overlay--in-frame .sk-overlay__content{flex:none;overflow:visible}
.sk-filters-inline{min-width:0;display:none}
.sk-chips{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin:8px 0}
.sk-chips__list{display:flex;flex-wrap:wrap;gap:8px;list-style:none;margin:0;padding:0}
.sk-chip{display:inline-flex;align-items:center;gap:8px;min-height:44px;padding:0 8px 0 14px;border:1px solid var(--sk-brand);border-radius:999px;background:var(--sk-brand-soft);color:var(--sk-brand-dark);font:inherit;font-size:.9rem;cursor:pointer;max-width:100%;overflow-wrap:anywhere;text-align:start}
.sk-chip:hover{background:#d6e6f8}
.sk-chip__x{flex:none;display:inline-flex;align-items:center;justify-content:center;width:24px;height:24px;border-radius:50%;background:#fff;font-size:1.1rem;line-height:1}
.sk-sort{display:flex;flex-wrap:wrap;align-items:center;gap:4px 8px;min-width:0;max-width:100%}
.sk-badge{display:inline-flex;align-items:center;justify-content:center;min-width:22px;height:22px;padding:0 6px;border-radius:11px;background:var(--sk-brand);color:#fff;font-size:.8rem}
.sk-sort__label{font-size:.9rem;color:var(--sk-muted);white-space:nowrap}
`;

const paging = `
.sk-result-count{margin:0;font-weight:700}
.sk-load-more{display:flex;flex-direction:column;align-items:center;gap:10px;margin:24px 0 8px;text-align:center}
.sk-load-more__text{margin:0;color:var(--sk-muted);font-size:.9rem}
.sk-load-more__bar{width:min(240px,100%);height:6px;border:0;border-radius:3px;background:var(--sk-line);overflow:hidden;appearance:none;-webkit-appearance:none}
.sk-load-more__bar::-webkit-progress-bar{background:var(--sk-line);border-radius:3px}
.sk-load-more__bar::-webkit-progress-value{background:var(--sk-brand);border-radius:3px}
.sk-load-more__bar::-moz-progress-bar{background:var(--sk-brand);border-radius:3px}
.sk-load-more__button{min-width:200px}
.sk-load-more__button[aria-busy=true]{cursor:progress}
.sk-pagination{display:flex;align-items:center;justify-content:center;gap:8px;margin:16px 0;font-family:var(--sk-font)}
.sk-pagination__status{margin:0;font-weight:600}
.sk-pagination__pages{display:none;list-style:none;margin:0;padding:0;gap:4px;align-items:center}
.sk-pagination__step,.sk-pagination__page{display:inline-flex;align-items:center;justify-content:center;min-width:44px;height:44px;padding:0 6px;border:1px solid var(--sk-line);border-radius:8px;background:#fff;color:var(--sk-brand);font-size:1.1rem;font-weight:600;text-decoration:none}
.sk-pagination__step{font-size:1.5rem}
.sk-pagination__step:hover,.sk-pagination__page:hover{border-color:var(--sk-brand)}
.sk-pagination__step--off{color:#b8bfc7;background:transparent}
.sk-pagination__page[aria-current=page]{background:var(--sk-brand);border-color:var(--sk-brand);color:#fff}
.sk-pagination__gap{min-width:24px;text-align:center;color:var(--sk-muted)}
@media (min-width:768px){.sk-pagination__status{display:none}.sk-pagination__pages{display:flex}}
.sk-breadcrumbs{font-size:.9rem;font-family:var(--sk-font)}
.sk-advisor{margin:8px 0 16px;font-family:var(--sk-font);color:var(--sk-ink)}
.sk-advisor__question{margin:0 0 8px;font-size:1rem;font-weight:700}
.sk-advisor__answers{display:flex;flex-wrap:wrap;gap:8px;list-style:none;margin:0;padding:0}
.sk-advisor__answer{display:inline-flex;align-items:center;gap:8px;min-height:44px;padding:0 16px;border:1px solid var(--sk-field-line);border-radius:22px;background:var(--sk-card);color:var(--sk-ink);font-weight:600;text-decoration:none}
.sk-advisor__answer:hover{border-color:var(--sk-brand);background:var(--sk-brand-soft)}
.sk-advisor__answer:focus-visible,.sk-teaser:focus-visible{outline:3px solid var(--sk-brand);outline-offset:2px}
.sk-advisor__image{width:32px;height:32px;margin-left:-10px;border-radius:50%;object-fit:cover}
.sk-teasers{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:12px;list-style:none;margin:0 0 16px;padding:0;font-family:var(--sk-font)}
.sk-teaser{display:block;overflow:hidden;border:1px solid var(--sk-line);border-radius:var(--sk-radius);background:var(--sk-card);color:var(--sk-ink);text-decoration:none}
.sk-teaser__image{display:block;width:100%;height:auto;aspect-ratio:3/1;object-fit:cover}
.sk-teaser__text{display:block;padding:8px 12px;font-weight:600}
.sk-breadcrumbs__list{display:flex;flex-wrap:wrap;align-items:center;list-style:none;margin:0;padding:0}
.sk-breadcrumbs__item{display:inline-flex;align-items:center}
.sk-breadcrumbs__item+.sk-breadcrumbs__item::before{content:"/";margin:0 6px;color:var(--sk-muted)}
.sk-breadcrumbs__item a{display:inline-flex;align-items:center;min-height:44px;color:var(--sk-brand)}
.sk-breadcrumbs__item [aria-current=page]{color:var(--sk-muted)}
`;

const slider = `
.sk-slider{margin:24px 0;font-family:var(--sk-font)}
.sk-slider__header{display:flex;align-items:center;justify-content:space-between;gap:12px;margin-bottom:8px}
.sk-slider__title{margin:0;font-size:1.2rem}
.sk-slider__steps{display:flex;gap:8px}
.sk-slider__track{overflow-x:auto;overscroll-behavior-x:contain;scroll-snap-type:x mandatory;scroll-padding-inline:2px;scroll-behavior:smooth;scrollbar-width:thin;padding:2px 2px 8px;border-radius:var(--sk-radius)}
.sk-slider__list{display:flex;gap:12px;list-style:none;margin:0;padding:0}
.sk-slider__slide{display:flex;flex:0 0 calc((100% - 12px) / 2.2);min-width:0;scroll-snap-align:start}
.sk-slider__dots{display:none;flex-wrap:wrap;justify-content:center;margin-top:4px}
.sk-slider__dot{position:relative;width:44px;height:44px;border:0;background:none;cursor:pointer}
.sk-slider__dot::before{content:"";position:absolute;top:50%;left:50%;width:10px;height:10px;margin:-5px 0 0 -5px;border-radius:50%;background:var(--sk-star-empty)}
.sk-slider__dot[aria-current=true]::before{background:var(--sk-brand);transform:scale(1.3)}
.sk-slider--fits .sk-slider__steps,.sk-slider--fits .sk-slider__dots{visibility:hidden}
@media (min-width:768px){.sk-slider__dots{display:flex}.sk-slider__slide{flex-basis:calc((100% - 24px) / 3)}}
@media (min-width:1120px){.sk-slider__slide{flex-basis:calc((100% - 36px) / 4)}}
@media (min-width:1280px){.sk-slider__slide{flex-basis:calc((100% - 48px) / 5)}}
`;

/**
 * The space of two rows of products seen, kept from the first paint where the browser has some (seenRows.ts):
 * a row is its slide's width (the square picture) and its text (the heading, the tile's lines, the slide's
 * padding: measured 300–370 px, more where tiles are narrow and titles wrap), the slide's width as the slider's
 * rules above make it in the page's 16 px padding. Kept while both rows are there (a few pixels to spare rather
 * than a shift), given up when fewer came.
 */
const seenRows = `
.sk-seen-rows{display:flow-root}
[${SEEN_ATTRIBUTE}] .sk-seen-rows{--sk-seen-slide:calc((100vw - 44px) / 2.2);--sk-seen-text:370px;min-height:calc(2 * (var(--sk-seen-slide) + var(--sk-seen-text)) + 72px)}
[${SEEN_ATTRIBUTE}] .sk-seen-rows[${SEEN_SETTLED_ATTRIBUTE}]:not(:has(>.sk-slider+.sk-slider)){min-height:0}
@media (min-width:600px){[${SEEN_ATTRIBUTE}] .sk-seen-rows{--sk-seen-text:310px}}
@media (min-width:768px){[${SEEN_ATTRIBUTE}] .sk-seen-rows{--sk-seen-slide:calc((100vw - 56px) / 3);--sk-seen-text:365px}}
@media (min-width:1120px){[${SEEN_ATTRIBUTE}] .sk-seen-rows{--sk-seen-slide:calc((100vw - 68px) / 4)}}
@media (min-width:1280px){[${SEEN_ATTRIBUTE}] .sk-seen-rows{--sk-seen-slide:240px}}
`;

const status = `
.sk-status{margin:16px 0;padding:20px;background:var(--sk-card);border:1px solid var(--sk-line);border-left:4px solid var(--sk-brand);border-radius:var(--sk-radius);font-family:var(--sk-font);color:var(--sk-ink);overflow-wrap:anywhere}
.sk-status--error{border-left-color:var(--sk-bad)}
.sk-status__title{margin:0 0 6px;font-size:1.2rem}
.sk-status__body>:first-child{margin-top:0}
.sk-status__body>:last-child{margin-bottom:0}
.sk-status__action{margin-top:14px;display:flex;flex-wrap:wrap;gap:8px}
`;

// Layout classes used by the shared listing (results page) so every remote lays out the same way.
/** What a page without scripting shows instead of its scripted controls (flat rules, no nesting). */
const withoutScript =
  '.sk-js-only{display:none!important}.sk-nojs-only{display:inline-flex}.sk-facet__beyond{display:list-item}.sk-listing__filter-button{display:none}.sk-filters-inline{display:block}.sk-facets__apply{align-self:flex-start;margin-top:12px}';
/** …and on a phone: the filters after the products, and a link to them. */
const withoutScriptOnPhones = '.sk-listing__body{display:flex;flex-direction:column}.sk-filters-inline{order:1;margin-top:24px}.sk-listing__filter-link{display:inline-flex}';

/** Flat rules scoped to a page that stays without its code ({@link STATIC_PART_ATTRIBUTE}). */
function onStaticPage(rules: string): string {
  return rules.replace(/(^|})([^{}]+)\{/g, (_, end: string, selectors: string) => `${end}${selectors.split(',').map((selector) => `[${STATIC_PART_ATTRIBUTE}] ${selector}`).join(',')}{`);
}

const listing = `
.sk-page-header{margin-bottom:8px;overflow-wrap:anywhere}
.sk-page-title{margin:4px 0 8px;font-size:1.4rem;line-height:1.25;overflow-wrap:anywhere}
.sk-listing{display:flow-root;font-family:var(--sk-font);color:var(--sk-ink)}
.sk-listing__toolbar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 16px;margin:8px 0}
.sk-listing__controls{display:flex;flex-wrap:wrap;align-items:center;gap:8px;min-width:0;max-width:100%}
.sk-listing__body{display:block}
.sk-price-notes{margin:16px 0 0;color:var(--sk-muted);font-size:.85rem}
.sk-listing__results{min-width:0}
.sk-search-page__field{margin-bottom:12px}
@media (min-width:960px){.sk-page-title{font-size:1.75rem}.sk-filters-inline{display:block}.sk-listing__filter-button{display:none}.sk-listing:has(.sk-chips) .sk-facets__reset{display:none}.sk-listing__body{display:grid;grid-template-columns:250px minmax(0,1fr);gap:24px;align-items:start}}
@media (min-width:1120px){.sk-listing__body{grid-template-columns:280px minmax(0,1fr)}}
.sk-nojs-only{display:none}
a.sk-chip{text-decoration:none}
@media (scripting:none){${withoutScript}}
${onStaticPage(withoutScript)}
.sk-listing__filter-link{display:none}
@media (scripting:none) and (max-width:959px){${withoutScriptOnPhones}}
@media (max-width:959px){${onStaticPage(withoutScriptOnPhones)}}
`;

const motion = `
@media (prefers-reduced-motion:reduce){.sk-skeleton,.sk-search__spinner{animation:none}.sk-slider__track{scroll-behavior:auto}.sk-tile,.sk-facet__chevron{transition:none}.sk-grid--updating{transition:opacity 0s ${FETCH_DISPLAY_DELAY_MS}ms}}
@media (forced-colors:active){.sk-stars__track{color:GrayText}.sk-stars__fill{color:CanvasText}.sk-range__slider::before{forced-color-adjust:none;background:linear-gradient(to right,GrayText var(--sk-range-from,0%),Highlight var(--sk-range-from,0%),Highlight var(--sk-range-to,100%),GrayText var(--sk-range-to,100%))}.sk-availability__dot{forced-color-adjust:none}.sk-slider__dot::before{forced-color-adjust:none;background:GrayText}.sk-slider__dot[aria-current=true]::before,.sk-pagination__page[aria-current=page]{forced-color-adjust:none;background:Highlight;border-color:Highlight;color:HighlightText}.sk-pagination__step--off{color:GrayText;border-color:GrayText}.sk-search__option--active{outline:2px solid Highlight;outline-offset:-2px}.sk-search__box:focus-within{outline:2px solid Highlight}}
`;

const subcategories = `
.sk-subcategories ul{display:flex;flex-wrap:wrap;gap:8px;list-style:none;margin:8px 0 4px;padding:0}
.sk-subcategories a{display:inline-flex;align-items:center;min-height:40px;padding:0 14px;border:1px solid var(--sk-line,#dfe3e8);border-radius:20px;background:#fff;color:var(--sk-ink,#1b1f24);text-decoration:none;font-size:.92rem}
.sk-subcategories a:hover,.sk-subcategories a:focus-visible{border-color:var(--sk-brand,#0b5cad);color:var(--sk-brand,#0b5cad)}
`;

// Tiles from the 5th on (two rows on a phone, more than a screen) are laid out and painted only when they come
// near the viewport: at 4× CPU, laying out and styling the whole grid as the server's HTML streamed in cost
// ~0.25 s of long tasks after the first paint. Until then a tile stands in with a placeholder height, an estimate
// of a real tile's measured on the shop's pages (about 0.85 × its width + 270 px; the width follows the viewport
// up to 1280 px): a tile that takes its real size as it comes into view moves what is below it. A shopper going
// straight to load more would see that move load more under the tap, so once the page is live ProductGrid lays
// the last 12 tiles out, a few per idle period (`data-shown`, layOutWhenIdle.ts). A tile laid out once keeps its
// size (`auto`). The rule depends on no later sibling: one such as `:nth-last-child` is matched again for every
// tile as the HTML streams in.
const offscreenTiles = `
.sk-grid__item:nth-child(n+5):not([${SHOWN_ATTRIBUTE}]){content-visibility:auto;contain-intrinsic-size:auto var(--sk-tile-height-estimate)}
`;

const priceNotes = `
.sk-tile__price-note{margin:0;font-size:.78rem;color:var(--sk-muted,#5b6470)}
`;

export const uiKitCss = [tokens, controls, tile, search, filters, paging, slider, seenRows, status, listing, subcategories, offscreenTiles, priceNotes, toasterCss, motion]
  .map((part) => part.trim())
  .join('\n');

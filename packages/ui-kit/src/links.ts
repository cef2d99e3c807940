import { isSafeHref } from '@shop/api-client';
import type { MouseEvent } from 'react';

/**
 * `href` when it may be rendered as a link: relative, or absolute http(s) — the API client's allow-list, so
 * links and redirects are judged by one rule. `javascript:`, `data:` and obfuscated forms are refused.
 */
export function safeHref(href: string | null | undefined): string | undefined {
  if (typeof href !== 'string' || href.trim() === '') return undefined;
  return isSafeHref(href) ? href : undefined;
}

/** A primary-button click without modifier keys: the one the app may take over for client-side routing. */
export function isPlainLeftClick(event: MouseEvent<HTMLElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * Click handler for an `<a href>` that hands plain left clicks to `onNavigate` (client-side routing) and lets
 * the browser handle the rest (new tab, download, …). Without `onNavigate` the link navigates normally.
 */
export function navigateOnPlainClick(
  href: string,
  onNavigate: ((href: string) => void) | undefined,
): ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined {
  if (!onNavigate) return undefined;
  return (event) => {
    if (!isPlainLeftClick(event)) return;
    const target = event.currentTarget.getAttribute('target');
    if (target && target !== '_self') return;
    event.preventDefault();
    onNavigate(href);
  };
}

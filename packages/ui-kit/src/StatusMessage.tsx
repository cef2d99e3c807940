import type { ReactNode } from 'react';

export interface StatusMessageProps {
  /** `error` is announced at once (role `alert`); `info` politely (role `status`). */
  tone: 'info' | 'error';
  title: string;
  children?: ReactNode;
  /** A button or link offered with the message, e.g. "Try again". */
  action?: ReactNode;
  /** Level of the title heading. Defaults to `2`. */
  headingLevel?: 1 | 2 | 3;
  /** A live region (`alert`, `status`); `false` for a message a live region of the page already says. */
  live?: boolean;
}

/** A message card: no results, errors, hints. */
export function StatusMessage({ tone, title, children, action, headingLevel = 2, live = true }: StatusMessageProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={`sk-status sk-status--${tone}`} {...(live ? { role: tone === 'error' ? 'alert' : 'status' } : {})}>
      <Heading className="sk-status__title">{title}</Heading>
      {children ? <div className="sk-status__body">{children}</div> : null}
      {action ? <div className="sk-status__action">{action}</div> : null}
    </div>
  );
}

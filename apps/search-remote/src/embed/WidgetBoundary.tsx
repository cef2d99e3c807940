import { Component, useContext, type ErrorInfo, type ReactNode } from 'react';
import { I18nContext } from 'react-i18next';
import { ownKey } from '@shop/market';

/**
 * What a widget that failed shows, in the page's language when its texts are there (a widget that threw while
 * rendering), else in English (its own code or texts did not load). The texts are this remote's own (`ownKey`:
 * the built remote's are in namespaces of its own; asked by the plain name, they were never there).
 */
function WidgetFailed({ onRetry }: { onRetry: () => void }) {
  const i18n = useContext(I18nContext)?.i18n;
  const text = (key: string, english: string) => {
    const own = ownKey(`search:${key}`);
    return i18n?.exists(own) ? i18n.t(own) : english;
  };
  return (
    <div className="sk-status sk-status--error" role="alert" data-testid="widget-failed">
      <p className="sk-status__title">{text('error.headline', 'Oops! Something went wrong!')}</p>
      <div className="sk-status__action">
        <button type="button" className="button" onClick={onRetry}>
          {text('error.retry', 'Try again')}
        </button>
      </div>
    </div>
  );
}

/**
 * Keeps a widget's failure inside the widget: a storefront's React tree (or the element's own root) would
 * otherwise be unmounted whole by an error in the widget's code or a chunk that did not load — the
 * storefront's header and everything else on its page gone (DESIGN: a remote that is down, slow or broken must
 * never blank the page). The widget shows an error with a retry, which renders it again (a chunk that failed
 * is asked for again).
 */
export class WidgetBoundary extends Component<{ children: ReactNode; onRetry?: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[shop widget] failed', error, info.componentStack);
  }
  override render() {
    const retry = () => {
      this.props.onRetry?.();
      this.setState({ failed: false });
    };
    return this.state.failed ? <WidgetFailed onRetry={retry} /> : this.props.children;
  }
}

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './pages';

/** The last line of defence: an error page instead of a white screen; if that fails too, plain text (SPEC §8). */
class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) {
      // Deliberately no i18n here: whatever broke the error page may be the translations.
      return (
        <div className="status-page" data-testid="error-page" role="alert">
          <p>An error occurred while showing the error page</p>
          <a href="/">Go back to home</a>
        </div>
      );
    }
    return this.props.children;
  }
}

/**
 * The page's error boundary. `resetKey` is the address: the error page leaves when the shopper goes elsewhere,
 * also to the same path with another query (back, forward, a new search), which remounting on the path alone
 * did not do — and remounting on the whole address would rebuild the page at every filter change.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[shell] page failed', error, info.componentStack);
  }
  override componentDidUpdate(previous: { resetKey?: string }) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }
  override render() {
    if (this.state.error) {
      const status = (this.state.error as { status?: unknown }).status;
      return (
        <ErrorPageBoundary>
          <ErrorPage status={typeof status === 'number' ? status : 500} onReload={() => window.location.reload()} />
        </ErrorPageBoundary>
      );
    }
    return this.props.children;
  }
}

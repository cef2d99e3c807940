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

export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[shell] page failed', error, info.componentStack);
  }
  override render() {
    if (this.state.error) {
      const status = (this.state.error as { status?: unknown }).status;
      return (
        <ErrorPageBoundary>
          <ErrorPage status={typeof status === 'number' ? status : 500} />
        </ErrorPageBoundary>
      );
    }
    return this.props.children;
  }
}

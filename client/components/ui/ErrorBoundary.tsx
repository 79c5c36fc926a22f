import { Component, type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';
import { reportLater } from '../../lib/report-later';
import { ReloadFallback } from './ReloadFallback';

type FallbackProps = { retry: () => void; onClose?: () => void; className?: string };

// The fallback's words and layout load when something fails, not with every first page (the 120 KiB budget).
const LazyFallback = lazy(() =>
  import('./ErrorFallback').then(
    ({ ErrorFallback }) => ({ default: ErrorFallback }),
    () => ({ default: ReloadFallback }),
  ),
);

/**
 * "Something went wrong" with Try again, in the reader's language: what a failed part of a page shows instead.
 * `onClose` adds a Close button where the failed part was something to dismiss (a dialog that could not open).
 */
export function ErrorFallback(props: FallbackProps) {
  return (
    <Suspense fallback={null}>
      <LazyFallback {...props} />
    </Suspense>
  );
}

interface ErrorBoundaryProps {
  /** Names the part in the report (not shown): `route`, `dialog`, `toasts`… */
  where: string;
  children: ReactNode;
  /** What shows instead; the localised fallback by default. */
  fallback?: (retry: () => void) => ReactNode;
  /** A change of this value tries again by itself (the next toast after a region that failed). */
  resetKey?: unknown;
}

/**
 * Keeps one failing component from blanking the app: React unmounts everything up to the nearest boundary, so each
 * route's content and each dialog's content has one. The error is reported to the log; Try again renders it afresh.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportLater(error, this.props.where);
    if (info.componentStack) console.error(info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = (): void => this.setState({ failed: false });

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.retry) : <ErrorFallback retry={this.retry} />;
  }
}

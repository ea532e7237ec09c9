import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '../../../shared/api/report-client-error.ts';
import { CrashPage } from './crash-page.tsx';

interface TState {
  failed: boolean;
  /** Quoted by the user to support; also in the report. */
  code: string | null;
}

const newErrorCode = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** Any error thrown while rendering shows the 500 page (visitor-and-shell §2.10) and is reported. */
export class ErrorBoundary extends Component<{ children: ReactNode }, TState> {
  state: TState = { failed: false, code: null };

  static getDerivedStateFromError(): TState {
    return { failed: true, code: newErrorCode() };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    reportClientError({
      message: `[${this.state.code}] ${message}`,
      path: info.componentStack?.trim().split('\n')[0]?.trim() ?? '',
      status: 500,
      page: window.location.pathname,
    });
  }

  render(): ReactNode {
    return this.state.failed ? <CrashPage errorCode={this.state.code} /> : this.props.children;
  }
}

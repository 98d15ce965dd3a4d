import type { ErrorInfo, ReactNode } from 'react';
import { Component } from 'react';
import { ErrorState } from './error-state';

/** Props of {@link RemoteErrorBoundary}; all optional. */
export interface RemoteErrorBoundaryProps {
  children?: ReactNode;
  title?: ReactNode;
  message?: ReactNode;
  /** Called with every caught error, e.g. to report it (packages do not log to the console). */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Called when the user presses Retry, before the children render again. */
  onReset?: () => void;
}

interface State {
  failed: boolean;
}

/** Catches a render error in a remote and shows {@link ErrorState} with a Retry that re-renders the children. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  private readonly reset = () => {
    this.props.onReset?.();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorState title={this.props.title} message={this.props.message} onAction={this.reset} />
    );
  }
}

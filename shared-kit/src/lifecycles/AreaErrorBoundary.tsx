import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AreaUnavailable } from '../ui/components.tsx';

interface Props {
  area: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  attempt: number;
}

/** Catches a render error of an area and offers a Retry that renders the area again from scratch. */
export class AreaErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`${this.props.area} failed while rendering`, error, info.componentStack);
  }

  retry = (): void => {
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  override render(): ReactNode {
    if (this.state.error)
      return <AreaUnavailable area={this.props.area} error={this.state.error} onRetry={this.retry} />;
    return <AttemptKey key={this.state.attempt}>{this.props.children}</AttemptKey>;
  }
}

// A new key per attempt remounts the whole subtree, so a retry starts with fresh state.
function AttemptKey({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { Section } from '@mission/content';

interface Props {
  section: Section;
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Last layer: a remote that throws while rendering costs only its own branch. */
export class BranchErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] remote "${this.props.section}" threw while rendering:`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

'use client';

import { Component, type ReactNode } from 'react';

interface ViewerBoundaryProps {
  /** Shown instead of a viewer that threw, or whose code failed to load. */
  fallback: ReactNode;
  /** A new result gives the viewer another chance. */
  resetKey: unknown;
  children: ReactNode;
}

/**
 * The last line of defence: every viewer guards its data, but a result page must never go blank
 * because of one result, so a viewer that throws anyway (or a lazy chunk that fails to load)
 * shows the data as JSON instead.
 */
export class ViewerBoundary extends Component<ViewerBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: ViewerBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

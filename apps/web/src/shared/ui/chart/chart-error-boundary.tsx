import { Component, type ReactNode } from 'react';

/**
 * Keeps a chart failure (its chunk not loading, a drawing error) inside the chart: the list
 * stays usable and the figures remain in the hidden table (customer-area §8: chart failures
 * are silent).
 */
export class ChartErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

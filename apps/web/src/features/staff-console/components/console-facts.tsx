import type { ReactNode } from 'react';

/** A few labelled facts (a case's, a request's), as a description list that wraps on a phone. */
export function ConsoleFacts({ facts, testId }: { facts: ReadonlyArray<readonly [string, ReactNode]>; testId?: string }) {
  return (
    <dl className="staff-console-facts" data-testid={testId}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

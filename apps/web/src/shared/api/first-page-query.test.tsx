import '../../test/dom.ts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dropFirstPageQuery, useFirstPageQuery } from './first-page-query.ts';

function Probe({
  id,
  fetcher,
  staleTime = 60_000,
  enabled = true,
}: {
  id: string;
  fetcher: () => Promise<string>;
  staleTime?: number;
  enabled?: boolean;
}) {
  const query = useFirstPageQuery('probe', fetcher, { staleTime, enabled });
  const shown = query.isPending ? 'pending' : query.isError ? `error:${(query.error as Error).message}` : `data:${query.data}`;
  return <output data-testid={id}>{shown}</output>;
}

describe('the shell’s calls without TanStack Query', () => {
  it('fetches once for every component asking under one key, and shares the answer', async () => {
    let calls = 0;
    const fetcher = async () => `answer ${++calls}`;
    render(
      <>
        <Probe id="a" fetcher={fetcher} />
        <Probe id="b" fetcher={fetcher} />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('a').textContent).toBe('data:answer 1'));
    expect(screen.getByTestId('b').textContent).toBe('data:answer 1');
    expect(calls).toBe(1);
  });

  it('keeps a failure, as the spec asks of the banner, until the next fetch', async () => {
    render(<Probe id="a" fetcher={() => Promise.reject(new Error('banner_not_found'))} />);
    await waitFor(() => expect(screen.getByTestId('a').textContent).toBe('error:banner_not_found'));
  });

  it('fetches nothing while not enabled, and again once stale', async () => {
    let calls = 0;
    const fetcher = async () => `answer ${++calls}`;
    const { rerender, unmount } = render(<Probe id="a" fetcher={fetcher} enabled={false} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(0);
    expect(screen.getByTestId('a').textContent).toBe('pending');
    rerender(<Probe id="a" fetcher={fetcher} staleTime={0} />);
    await waitFor(() => expect(screen.getByTestId('a').textContent).toBe('data:answer 1'));
    unmount();
    render(<Probe id="a" fetcher={fetcher} staleTime={0} />);
    await waitFor(() => expect(screen.getByTestId('a').textContent).toBe('data:answer 2'));
  });

  it('forgets a dropped answer, even one still on its way (a sign-out)', async () => {
    let release: (value: string) => void = () => undefined;
    const first = new Promise<string>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const fetcher = () => (++calls === 1 ? first : Promise.resolve('the next user’s'));
    const { rerender } = render(<Probe id="a" fetcher={fetcher} />);
    act(() => dropFirstPageQuery('probe'));
    await act(async () => release('the last user’s'));
    expect(screen.getByTestId('a').textContent).toBe('pending');
    rerender(<Probe id="a" fetcher={fetcher} enabled={false} />);
    rerender(<Probe id="a" fetcher={fetcher} />);
    await waitFor(() => expect(screen.getByTestId('a').textContent).toBe('data:the next user’s'));
  });
});

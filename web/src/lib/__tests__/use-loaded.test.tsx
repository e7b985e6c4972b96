import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoaded } from '../use-loaded.ts';

/** A promise the test settles when it chooses. */
function later<T>() {
  const settle: { resolve: (value: T) => void; reject: (error: Error) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const promise = new Promise<T>((resolve, reject) => {
    settle.resolve = resolve;
    settle.reject = reject;
  });
  return {
    promise,
    resolve: (value: T) => {
      settle.resolve(value);
    },
    reject: (e: Error) => {
      settle.reject(e);
    },
  };
}

function Shows({ load }: { load: Promise<string> }) {
  const value = useLoaded(load);
  return <p>{value ?? 'waiting'}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state: { error: string | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children;
  }
}

describe('useLoaded', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('should say nothing while the load is under way, then show what it gave', async () => {
    const load = later<string>();
    render(<Shows load={load.promise} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => {
      load.resolve('the screen');
      await load.promise;
    });
    expect(screen.getByText('the screen')).toBeTruthy();
  });

  it('should show a load that has already come at once, on its first render', async () => {
    const load = Promise.resolve('already here');
    render(<Shows load={load} />);
    await act(async () => {
      await load;
    });
    cleanup();
    render(<Shows load={load} />);
    expect(screen.getByText('already here')).toBeTruthy();
  });

  it('should hand a failed load to the error boundary above', async () => {
    // React reports what a boundary catches on the console; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = later<string>();
    render(
      <Boundary>
        <Shows load={load.promise} />
      </Boundary>,
    );
    await act(async () => {
      load.reject(new Error('chunk missing'));
      await load.promise.catch(() => undefined);
    });
    expect(screen.getByText('failed: chunk missing')).toBeTruthy();
  });
});

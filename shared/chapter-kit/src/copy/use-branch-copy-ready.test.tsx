import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { provideBranchCopy } from './kit-copy';
import { useBranchCopyReady } from './use-branch-copy-ready';

jest.mock('./kit-copy', () => ({ provideBranchCopy: jest.fn() }));
const provide = provideBranchCopy as jest.MockedFunction<typeof provideBranchCopy>;

function Branch() {
  return useBranchCopyReady('army') ? <p>branch words</p> : null;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.error ? <p>unavailable: {this.state.error}</p> : this.props.children;
  }
}

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useBranchCopyReady', () => {
  beforeEach(() => provide.mockReset());
  afterEach(() => jest.restoreAllMocks());

  it("shows nothing of the branch until its copy is laid, then the branch, for the branch's namespace", async () => {
    const copy = deferred();
    provide.mockReturnValue(copy.promise);
    render(<Branch />);
    expect(screen.queryByText('branch words')).not.toBeInTheDocument();
    expect(provide).toHaveBeenCalledWith('army');
    await act(async () => copy.resolve());
    expect(screen.getByText('branch words')).toBeInTheDocument();
  });

  it("hands a copy that cannot load to the error boundary (the shell's branch-unavailable page)", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const copy = deferred();
    provide.mockReturnValue(copy.promise);
    render(
      <Boundary>
        <Branch />
      </Boundary>,
    );
    await act(async () => copy.reject(new Error('offline')));
    expect(screen.getByText('unavailable: offline')).toBeInTheDocument();
  });
});

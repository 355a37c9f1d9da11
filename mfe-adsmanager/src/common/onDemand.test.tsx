import { act, render, screen } from '@testing-library/react';
import { Component, useState, type ComponentType, type ReactNode } from 'react';
import { sessionStore, toastsAtom } from 'shared-graph/host';
import { onDemand, OnDemand } from './onDemand';

const chunkLoadError = () => Object.assign(new Error('Loading chunk src_bulk_BulkBudgetDialog_tsx failed.\n(error: http://x/remotes/adsmanager/a.js)'), { name: 'ChunkLoadError' });

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A button that opens the part, as a list opens a dialog; the part closes through onFailed. */
function Opener({ part: Part }: { part: ComponentType<{ name: string }> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <OnDemand onFailed={() => setOpen(false)} fallback={<span>Opening…</span>}>
          <Part name="Sari" />
        </OnDemand>
      )}
    </>
  );
}

const notices = () => sessionStore.get(toastsAtom).map((t) => t.message);

test('a part is downloaded when it first renders, with the fallback meanwhile, and once only: opened again, it shows at once', async () => {
  let resolve: (part: typeof Greeting) => void = () => undefined;
  const load = jest.fn(() => new Promise<typeof Greeting>((done) => (resolve = done)));
  const Part = onDemand(load);
  const view = render(<Opener part={Part} />);
  expect(load).not.toHaveBeenCalled();
  act(() => screen.getByRole('button', { name: 'Open' }).click());
  expect(screen.getByText('Opening…')).toBeInTheDocument();
  await act(async () => resolve(Greeting));
  expect(screen.getByText('Hello Sari')).toBeInTheDocument();
  view.unmount();
  render(<Opener part={Part} />);
  // Downloaded before: it shows with the click, without a fallback in between.
  act(() => screen.getByRole('button', { name: 'Open' }).click());
  expect(screen.getByText('Hello Sari')).toBeInTheDocument();
  expect(screen.queryByText('Opening…')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a download that fails says so in a notice and closes the part; opened again, it is downloaded again', async () => {
  let online = false;
  const load = jest.fn(() => (online ? Promise.resolve(Greeting) : Promise.reject(chunkLoadError())));
  render(<Opener part={onDemand(load)} />);
  await act(async () => screen.getByRole('button', { name: 'Open' }).click());
  expect(notices()).toContain('This part of the ads manager could not be downloaded. Check your connection and try again.');
  expect(screen.queryByText('Opening…')).not.toBeInTheDocument();
  expect(screen.queryByText('Hello Sari')).not.toBeInTheDocument();
  // Asked once, not again and again while React renders the failed part.
  expect(load).toHaveBeenCalledTimes(1);
  online = true;
  await act(async () => screen.getByRole('button', { name: 'Open' }).click());
  expect(await screen.findByText('Hello Sari')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

class Outer extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

test('an error of the part itself is not taken for a failed download: it goes on to the area’s boundary', async () => {
  function Broken(): ReactNode {
    throw new Error('a bug in the dialog');
  }
  const onFailed = jest.fn();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const before = notices().length;
  render(
    <Outer>
      <OnDemand onFailed={onFailed}>
        <Broken />
      </OnDemand>
    </Outer>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('a bug in the dialog');
  expect(onFailed).not.toHaveBeenCalled();
  expect(notices()).toHaveLength(before);
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '../navigation/router.ts';
import { createAreaLifecycles } from './index.tsx';

let failRenders = 0;

function ForemanApp() {
  const location = useLocation();
  if (failRenders > 0) {
    failRenders -= 1;
    throw new Error('render exploded');
  }
  return <p>Foreman area at {location.pathname}</p>;
}

// A lifecycle renders after a turn (mount first waits for the screen's preload): act waits that turn, then flushes
// the render and the transition that shows the screen; single-spa-react resolves mount/unmount after the commit.
async function run(lifecycle: (props: never) => Promise<unknown>, props: never): Promise<void> {
  let done: Promise<unknown> = Promise.resolve();
  await act(async () => {
    done = lifecycle(props);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await done;
}

const singleSpaProps = (domElement: HTMLElement) => ({
  name: 'mf-foreman',
  domElement,
  singleSpa: {},
  mountParcel: jest.fn(),
});

describe('createAreaLifecycles', () => {
  let container: HTMLElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.appendChild(container);
    window.history.replaceState(null, '', '/foreman');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => container.remove());

  it('mounts the App into props.domElement with a router and unmounts it', async () => {
    const lifecycles = createAreaLifecycles({ name: 'mf-foreman', App: ForemanApp });
    const props = singleSpaProps(container) as never;
    await lifecycles.bootstrap(props);
    await run(lifecycles.mount, props);
    expect(container).toHaveTextContent('Foreman area at /foreman');
    await run(lifecycles.unmount, props);
    expect(container).toBeEmptyDOMElement();
  });

  it("keeps the page's heading in place until the screen's first render (the shell showed it while loading)", async () => {
    let headingBeforeScreen: string | null | undefined;
    function RecordingApp() {
      // Renders once the area has started; what the page shows until this render commits is already on screen.
      headingBeforeScreen ??= document.querySelector('h1')?.textContent ?? null;
      return <ForemanApp />;
    }
    // The title comes from the area's own declarations (createAreaRoutes gives App its titleOf).
    RecordingApp.titleOf = (pathname: string) => (pathname === '/foreman' ? 'Foreman Dashboard' : undefined);
    const lifecycles = createAreaLifecycles({ name: 'mf-foreman', App: RecordingApp });
    const props = singleSpaProps(container) as never;
    await run(lifecycles.mount, props);
    expect(headingBeforeScreen).toBe('Foreman Dashboard');
    expect(container).toHaveTextContent('Foreman area at /foreman');
    await run(lifecycles.unmount, props);
  });

  it('shows "Foreman is unavailable right now" when the area throws, and Retry renders it again', async () => {
    failRenders = 2; // React renders twice before giving up on a component.
    const lifecycles = createAreaLifecycles({ name: 'mf-foreman', App: ForemanApp });
    const props = singleSpaProps(container) as never;
    await run(lifecycles.mount, props);
    expect(screen.getByRole('heading', { name: 'Foreman is unavailable right now' })).toBeInTheDocument();
    failRenders = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(container).toHaveTextContent('Foreman area at /foreman');
    await run(lifecycles.unmount, props);
  });

  it('preloads the screen of the opened path when created, and mounts once it has arrived', async () => {
    let arrive: () => void = () => undefined;
    const preload = jest.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    const App = Object.assign(() => <p>Timesheets screen</p>, { preload });
    const lifecycles = createAreaLifecycles({ name: 'mf-foreman', App });
    expect(preload).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/foreman' }));
    const props = singleSpaProps(container) as never;
    let mounted = false;
    const mounting = lifecycles.mount(props).then(() => (mounted = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mounted).toBe(false);
    expect(container).toBeEmptyDOMElement();
    // The render starts after the preload settles, so act waits a turn for it rather than for the mount promise.
    await act(async () => {
      arrive();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await mounting;
    expect(container).toHaveTextContent('Timesheets screen');
    await run(lifecycles.unmount, props);
  });

  it('still mounts when the preload fails (the screen then loads as it renders)', async () => {
    const App = Object.assign(() => <p>Timesheets screen</p>, {
      preload: jest.fn(() => Promise.reject(new Error('offline'))),
    });
    const lifecycles = createAreaLifecycles({ name: 'mf-foreman', App });
    const props = singleSpaProps(container) as never;
    await run(lifecycles.mount, props);
    expect(container).toHaveTextContent('Timesheets screen');
    await run(lifecycles.unmount, props);
  });
});

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

// React renders the root inside act; single-spa-react resolves mount/unmount on a timer after the commit.
async function run(lifecycle: (props: never) => Promise<unknown>, props: never): Promise<void> {
  let done: Promise<unknown> = Promise.resolve();
  act(() => {
    done = lifecycle(props);
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
});

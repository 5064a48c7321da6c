import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from 'shared-kit';
import {
  makeUser,
  mockApi,
  mockResponse,
  renderWithProviders,
  seedArea,
  type MockApi,
} from 'shared-kit/testing';
import { DevFrame, devArea, linkedPaths, type DevAreaLifecycles } from './dev-frame.tsx';

const PAYROLL = seedArea('mf-payroll');
const MASTER_DATA = seedArea('mf-masterdata');
const ID_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl';
const payrollClerk = makeUser(['PayrollDashboard_View'], { firstName: 'Pat', lastName: 'Payroll' });

/** Lifecycles that write into the element the frame gives them, as single-spa-react does. */
function fakeLifecycles(): jest.Mocked<DevAreaLifecycles> {
  return {
    bootstrap: jest.fn(async () => undefined),
    mount: jest.fn(async ({ domElement }: { domElement: HTMLElement }) => {
      domElement.textContent = 'Payroll area mounted';
    }),
    unmount: jest.fn(async ({ domElement }: { domElement: HTMLElement }) => {
      domElement.textContent = '';
    }),
  } as unknown as jest.Mocked<DevAreaLifecycles>;
}

describe('the standalone dev frame', () => {
  let server: MockApi;
  beforeEach(() => {
    server = mockApi({ 'GET /user': () => payrollClerk });
  });
  afterEach(() => server.restore());

  it('asks for the tokens of a sign-in on the bff while this origin has none', async () => {
    renderWithProviders(<DevFrame area={devArea(PAYROLL, fakeLifecycles())} />, { user: null });
    expect(
      screen.getByRole('heading', { level: 1, name: 'mf-payroll — standalone dev' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/localStorage.getItem\('id_token'\)/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Tokens copied from the bff origin'), 'not a token');
    await userEvent.click(screen.getByRole('button', { name: 'Use these tokens' }));
    expect(screen.getByText('That is neither the copied JSON nor an id token.')).toBeInTheDocument();
    expect(session.getState().isAuthenticated).toBe(false);
  });

  it('signs in with pasted tokens, loads the user and mounts the area through its lifecycles', async () => {
    const lifecycles = fakeLifecycles();
    renderWithProviders(<DevFrame area={devArea(PAYROLL, lifecycles)} />, { user: null });
    await userEvent.type(screen.getByLabelText('Tokens copied from the bff origin'), ID_TOKEN);
    await userEvent.click(screen.getByRole('button', { name: 'Use these tokens' }));

    expect(await screen.findByText('Payroll area (mf-payroll) standalone — Pat Payroll')).toBeInTheDocument();
    expect(session.getState().idToken).toBe(ID_TOKEN);
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /user']);
    expect(screen.getByRole('link', { name: '/payroll' })).toHaveAttribute('href', '/payroll');
    expect(await screen.findByText('Payroll area mounted')).toBeInTheDocument();
    expect(lifecycles.bootstrap).toHaveBeenCalledTimes(1);
    expect(lifecycles.mount).toHaveBeenCalledWith(expect.objectContaining({ name: 'mf-payroll' }));
  });

  it('unmounts the area on Sign Out and shows the sign-in help again', async () => {
    const lifecycles = fakeLifecycles();
    renderWithProviders(<DevFrame area={devArea(PAYROLL, lifecycles)} />, { user: payrollClerk });
    expect(await screen.findByText('Payroll area mounted')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'mf-payroll — standalone dev' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(lifecycles.unmount).toHaveBeenCalledTimes(1));
  });

  it('says why when GET /api/user fails', async () => {
    server.restore();
    server = mockApi({ 'GET /user': () => mockResponse(500, { message: 'The api is down' }) });
    renderWithProviders(<DevFrame area={devArea(PAYROLL, fakeLifecycles())} />, { user: null });
    act(() => session.setTokens({ idToken: ID_TOKEN, accessToken: '' }));
    expect(await screen.findByText(/^GET \/api\/user failed: /)).toHaveTextContent('The api is down');
  });
});

describe('devArea', () => {
  it('bootstraps once and runs mount and unmount one after another', async () => {
    const order: string[] = [];
    const step = (name: string) => async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(name);
    };
    const area = devArea(PAYROLL, {
      bootstrap: jest.fn(step('bootstrap')),
      mount: jest.fn(step('mount')),
      unmount: jest.fn(step('unmount')),
    });
    const element = document.createElement('div');
    // What StrictMode does with an effect: mount, unmount and mount again at once.
    area.mountInto(element)();
    area.mountInto(element);
    await waitFor(() => expect(order).toEqual(['bootstrap', 'mount', 'unmount', 'mount']));
  });
});

describe('linkedPaths', () => {
  it('lists the paths of the area without parameters, in the order it declares them', () => {
    expect(linkedPaths(MASTER_DATA)).toEqual([
      '/approver/projects',
      '/approver/projects/new',
      '/approver/customers',
      '/approver/customers/new',
      '/approver/employees',
      '/approver/employees/new',
    ]);
  });
});

import { act, screen } from '@testing-library/react';
import { session } from 'shared-kit';
import { seedArea } from 'shared-kit/testing';
import { startDevArea } from './start-dev-area.tsx';

const lifecycles = {
  bootstrap: jest.fn(async () => undefined),
  mount: jest.fn(async () => undefined),
  unmount: jest.fn(async () => undefined),
};

describe('startDevArea', () => {
  afterEach(() => document.getElementById('dev-root')?.remove());

  it('renders the dev frame into #dev-root and opens the first page of the area from /', () => {
    const root = document.createElement('div');
    root.id = 'dev-root';
    document.body.appendChild(root);
    window.history.replaceState(null, '', '/');
    session.signOut();
    act(() => startDevArea(seedArea('mf-approver'), lifecycles));
    expect(window.location.pathname).toBe('/approver');
    expect(
      screen.getByRole('heading', { level: 1, name: 'mf-approver — standalone dev' }),
    ).toBeInTheDocument();
  });

  it('keeps a deep link', () => {
    const root = document.createElement('div');
    root.id = 'dev-root';
    document.body.appendChild(root);
    window.history.replaceState(null, '', '/approver/queue');
    act(() => startDevArea(seedArea('mf-approver'), lifecycles));
    expect(window.location.pathname).toBe('/approver/queue');
  });

  it('says when the page has no #dev-root', () => {
    expect(() => startDevArea(seedArea('mf-approver'), lifecycles)).toThrow('index.html lacks #dev-root');
  });
});

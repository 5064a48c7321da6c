/**
 * @jest-environment-options {"url": "http://dev.crewtime.example/login"}
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from 'shared-kit';
import { seedRouteTable } from 'shared-kit/testing';
import { browser } from '../browser';
import { ShellApp } from '../ShellApp';
import { authConfig, fakeAreas } from '../test-support';

describe('on a dev host (SHELL-40…43, U-25)', () => {
  it("shows an amber header, 'Dev Testing' and an orange page background, on /login too", () => {
    render(<ShellApp authConfig={authConfig} areas={fakeAreas()} routeTable={seedRouteTable()} />);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-environment', 'dev');
    expect(header).toHaveStyle({ background: theme.colors.headerDev });
    expect(screen.getByText('Dev Testing')).toBeInTheDocument();
    expect(screen.getByTestId('page')).toHaveStyle({ background: theme.colors.devBackground });
  });

  it("'Go to Live Site' goes to the same page without 'dev' in the host", async () => {
    const redirect = jest.spyOn(browser, 'redirect').mockImplementation(() => undefined);
    render(<ShellApp authConfig={authConfig} areas={fakeAreas()} routeTable={seedRouteTable()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go to Live Site' }));
    expect(redirect).toHaveBeenCalledWith('http://crewtime.example/login');
  });

  it('uses the configured live site URL when the bff gives one', async () => {
    const redirect = jest.spyOn(browser, 'redirect').mockImplementation(() => undefined);
    render(
      <ShellApp
        authConfig={{ ...authConfig, liveSiteUrl: 'https://portal.example.com/' }}
        areas={fakeAreas()}
        routeTable={seedRouteTable()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go to Live Site' }));
    expect(redirect).toHaveBeenCalledWith('https://portal.example.com/');
  });
});

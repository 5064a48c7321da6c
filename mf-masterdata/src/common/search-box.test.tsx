import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from 'shared-kit';
import { SearchBox } from './search-box';

const renderThemed = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('SearchBox', () => {
  afterEach(() => jest.useRealTimers());

  it('is a labelled search field that searches on Enter', async () => {
    const onSearch = jest.fn();
    renderThemed(<SearchBox label="Search projects" value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search projects' });
    await userEvent.type(box, '4021');
    expect(onSearch).not.toHaveBeenCalled();
    await userEvent.type(box, '{Enter}');
    expect(onSearch).toHaveBeenCalledWith('4021');
  });

  it('searches once typing has paused for debounceMs', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const onSearch = jest.fn();
    renderThemed(<SearchBox label="Search projects" value="" onSearch={onSearch} debounceMs={250} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'Lake');
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(250));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Lake');
  });

  it('clears the search with its own button, which a keyboard reaches', async () => {
    const onSearch = jest.fn();
    renderThemed(<SearchBox label="Search projects" value="Lake" onSearch={onSearch} />);
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('Lake');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Search projects' }));
    expect(onSearch).toHaveBeenCalledWith('');
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear Search projects' })).not.toBeInTheDocument();
  });

  it('shows a search changed from outside (Back, Clear Filters)', () => {
    const onSearch = jest.fn();
    const { rerender } = renderThemed(<SearchBox label="Search projects" value="Lake" onSearch={onSearch} />);
    rerender(
      <ThemeProvider theme={theme}>
        <SearchBox label="Search projects" value="" onSearch={onSearch} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('does not search again for the search already in force', async () => {
    const onSearch = jest.fn();
    renderThemed(<SearchBox label="Search projects" value="Lake" onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search projects' }), '{Enter}');
    expect(onSearch).not.toHaveBeenCalled();
  });
});

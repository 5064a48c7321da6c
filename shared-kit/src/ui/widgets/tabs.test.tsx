import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-kit/testing';
import { Tabs, type TabItem } from './tabs.tsx';

type Section = 'details' | 'permissions' | 'members' | 'history';

const SECTIONS: ReadonlyArray<TabItem<Section>> = [
  { value: 'details', label: 'Details' },
  { value: 'permissions', label: 'Permissions' },
  { value: 'members', label: 'Members', disabled: true },
  { value: 'history', label: 'History' },
];

function Harness({ onChange = jest.fn() }: { onChange?: (section: Section) => void }) {
  const [section, setSection] = useState<Section>('details');
  return (
    <Tabs
      label="Role sections"
      tabs={SECTIONS}
      value={section}
      onChange={(next) => {
        onChange(next);
        setSection(next);
      }}
    >
      <p>{`Panel of ${section}`}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('is a tablist whose selected tab controls the one visible panel', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Role sections' })).toBeInTheDocument();
    const details = screen.getByRole('tab', { name: 'Details' });
    expect(details).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Permissions' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Details' });
    expect(details).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Panel of details');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('selects a tab on click and asks its owner through onChange', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(onChange).toHaveBeenCalledWith('history');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'History' })).toHaveTextContent('Panel of history');
  });

  it('announces a disabled tab as unavailable and never selects it', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    const members = screen.getByRole('tab', { name: 'Members' });
    expect(members).toHaveAttribute('aria-disabled', 'true');
    await user.click(members);
    expect(onChange).not.toHaveBeenCalled();
    expect(members).toHaveAttribute('aria-selected', 'false');
  });
});

describe('Tabs from the keyboard', () => {
  it('puts only the selected tab in the Tab order', async () => {
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toHaveFocus();
  });

  it('moves focus with Left/Right (wrapping, skipping the disabled tab) and Home/End, without selecting', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Permissions' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Permissions' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
    // Manual activation: focus alone changes nothing.
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  });

  it.each(['{Enter}', ' '])('selects the focused tab with %p', async (key) => {
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    await user.keyboard(key);
    const permissions = screen.getByRole('tab', { name: 'Permissions' });
    expect(permissions).toHaveAttribute('aria-selected', 'true');
    expect(permissions).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Permissions' })).toHaveTextContent('Panel of permissions');
  });
});

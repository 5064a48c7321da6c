import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem<V extends string = string> {
  value: V;
  label: string;
  /** Shown and announced as unavailable (aria-disabled); the arrow keys skip it and a click does nothing. */
  disabled?: boolean;
}

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  margin-bottom: -2px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: none;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;
  &:hover:not([aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.rowHover};
  }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: line-through;
    cursor: not-allowed;
  }
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space(4)};
`;

/** Index of the next enabled tab from `from` going `step` (±1), wrapping around; `from` itself when none is. */
const nextEnabled = (tabs: ReadonlyArray<TabItem>, from: number, step: 1 | -1): number => {
  for (let offset = 1; offset <= tabs.length; offset += 1) {
    const index = (from + step * offset + tabs.length * offset) % tabs.length;
    if (!tabs[index]?.disabled) return index;
  }
  return from;
};

/**
 * Tabs as the WAI-ARIA tabs pattern: a tablist of tabs, each controlling its tabpanel; one tab in the Tab order
 * (the selected one); Left/Right move focus (wrapping), Home/End go to the first/last tab, disabled tabs are
 * skipped. Activation is manual — Enter, Space or a click selects the focused tab — because the selected tab is
 * usually held in the URL and its panel loads data: automatic activation would navigate and fetch on every arrow
 * key. Controlled: `value` is the selected tab, `onChange` asks for another; `children` is the selected panel.
 */
export function Tabs<V extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
}: {
  /** Names the tablist. */
  label: string;
  tabs: ReadonlyArray<TabItem<V>>;
  value: V;
  onChange: (value: V) => void;
  children: ReactNode;
}) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = tabs.findIndex((tab) => tab.value === value);
  const firstEnabled = tabs.findIndex((tab) => !tab.disabled);
  const tabbableIndex = selectedIndex >= 0 ? selectedIndex : firstEnabled;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = tabRefs.current.findIndex((tab) => tab === document.activeElement);
    if (from < 0) return;
    const targets: Record<string, () => number> = {
      ArrowRight: () => nextEnabled(tabs, from, 1),
      ArrowLeft: () => nextEnabled(tabs, from, -1),
      Home: () => nextEnabled(tabs, tabs.length - 1, 1),
      End: () => nextEnabled(tabs, 0, -1),
    };
    const target = targets[event.key];
    if (!target) return;
    event.preventDefault();
    tabRefs.current[target()]?.focus();
  };

  return (
    <div>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.value}
            ref={(element: HTMLButtonElement | null) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selectedIndex}
            aria-controls={`${baseId}-panel-${index}`}
            aria-disabled={tab.disabled || undefined}
            tabIndex={index === tabbableIndex ? 0 : -1}
            onClick={() => {
              if (!tab.disabled && tab.value !== value) onChange(tab.value);
            }}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab, index) => (
        <Panel
          key={tab.value}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          tabIndex={0}
          hidden={index !== selectedIndex}
        >
          {index === selectedIndex && children}
        </Panel>
      ))}
    </div>
  );
}

// 'shared-kit/ui': widgets the areas share, loaded with the first screen that uses one (its own MF singleton).
export { Dialog } from './dialog.tsx';
export { TextArea, type TextAreaProps } from './text-area.tsx';
export { Tabs, type TabItem } from './tabs.tsx';
export { CheckboxGroup, type CheckboxOption } from './checkbox-group.tsx';

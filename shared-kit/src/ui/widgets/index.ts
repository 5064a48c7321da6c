// 'shared-kit/ui': widgets a screen loads with it (a library shared on its own, not on every page's critical path).
// One export line per component, so branches that add widgets merge by union.
export { Field, Label, TextInput, Select, Options, FieldError, Hint } from './form-controls.tsx';
export { EnumOptions, RemoveButton } from './form-controls.tsx';
export { Dialog } from './dialog.tsx';
export { Tabs, type TabItem } from './tabs.tsx';
export { CheckboxGroup, type CheckboxOption } from './checkbox-group.tsx';
export { Pager, pageCountOf } from './pager.tsx';
export { SortableTh, type SortDirection } from './sortable-th.tsx';
export { ConfirmDialog } from './confirm-dialog.tsx';
export { TableHead } from './table-head.tsx';

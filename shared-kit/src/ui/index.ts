export { theme, type Theme } from './theme.ts';
export { GlobalStyle } from './global-style.ts';
export {
  Button,
  Card,
  PageHeading,
  SectionHeading,
  Table,
  Th,
  Td,
  Tr,
  StateBadge,
  Callout,
  RetryCallout,
  Loading,
  PagePending,
  PAGE_HEADING_TIMING,
  EmptyState,
  AreaUnavailable,
  Stack,
  Row,
  VisuallyHidden,
  listEntryLink,
  type ButtonProps,
  type ButtonVariant,
  type CalloutTone,
  type TrProps,
  type StackProps,
  type RowProps,
} from './components.tsx';
// On the root entry, not 'shared-kit/ui': the /foreman dashboard's table needs it on the critical path (see README).
export { TableScroll, NoWrap } from './table-scroll.tsx';

import type { ButtonHTMLAttributes, ComponentPropsWithRef, ReactNode, Ref } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useKitIntl } from '../i18n/kit-text.ts';
import {
  TIMESHEET_STATE_COLOUR,
  TIMESHEET_STATE_LABEL,
  type StateColour,
  type TimesheetState,
} from '../domain/states.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

const buttonVariants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onSecondary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.rowHover};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
    border-color: ${({ theme }) => theme.colors.danger};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.dangerHover};
    }
  `,
};

/**
 * The look of a link that is an entry of a list (the navigation, a board's items): text colour, no underline, and
 * the row hover, so every list of links in the portal answers the pointer the same way. Add layout and spacing.
 */
export const listEntryLink = css`
  border-radius: ${({ theme }) => theme.radii.small};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.rowHover};
  }
`;

const ButtonBase = styled.button<{ $variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 2.5rem;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.small};
  font-weight: 600;
  cursor: pointer;
  ${({ $variant }) => buttonVariants[$variant]}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  ref?: Ref<HTMLButtonElement>;
}

/** A button; `type` defaults to 'button' so it never submits a form by accident. */
export function Button({ variant = 'primary', type = 'button', ...rest }: ButtonProps) {
  return <ButtonBase $variant={variant} type={type} {...rest} />;
}

export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space(4)};
`;

export const PageHeading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.heading};
  line-height: 1.25;
`;

export const SectionHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.large};
  line-height: 1.3;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const ThBase = styled.th`
  text-align: left;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-weight: 600;
  white-space: nowrap;
`;

/** A header cell; `scope` defaults to 'col'. */
export function Th({ scope = 'col', ...rest }: ComponentPropsWithRef<'th'>) {
  return <ThBase scope={scope} {...rest} />;
}

export const Td = styled.td`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  vertical-align: top;
`;

const TrBase = styled.tr<{ $clickable: boolean }>`
  ${({ $clickable, theme }) =>
    $clickable &&
    css`
      cursor: pointer;
      &:hover,
      &:focus-within {
        background: ${theme.colors.rowHover};
      }
    `}
`;

export interface TrProps extends ComponentPropsWithRef<'tr'> {
  /** Row opens something on click: pointer cursor and hover highlight. Put a real link or button in the row for keyboards. */
  clickable?: boolean;
}

export function Tr({ clickable = false, ...rest }: TrProps) {
  return <TrBase $clickable={clickable} {...rest} />;
}

const Badge = styled.span<{ $colour: StateColour }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2.5)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $colour }) => theme.stateColors[$colour].border};
  background: ${({ theme, $colour }) => theme.stateColors[$colour].background};
  color: ${({ theme, $colour }) => theme.stateColors[$colour].text};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
  white-space: nowrap;
`;

const Dot = styled.span<{ $colour: StateColour }>`
  width: 0.5rem;
  height: 0.5rem;
  border-radius: 50%;
  background: ${({ theme, $colour }) => theme.stateColors[$colour].border};
`;

/** Timesheet state as colour AND its label (colour is never the only signal). */
export function StateBadge({ state }: { state: TimesheetState }) {
  const colour = TIMESHEET_STATE_COLOUR[state];
  const label = useKitIntl().formatMessage({
    id: `kit.state.${state}`,
    defaultMessage: TIMESHEET_STATE_LABEL[state],
  });
  return (
    <Badge $colour={colour} data-state={state} data-colour={colour}>
      <Dot $colour={colour} aria-hidden="true" />
      {label}
    </Badge>
  );
}

export type CalloutTone = 'info' | 'warning' | 'error';

const calloutColours = {
  info: { background: 'infoBackground', border: 'info' },
  warning: { background: 'warningBackground', border: 'warning' },
  error: { background: 'errorBackground', border: 'error' },
} as const;

const CalloutBox = styled.div<{ $tone: CalloutTone }>`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-left: 4px solid ${({ theme, $tone }) => theme.colors[calloutColours[$tone].border]};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme, $tone }) => theme.colors[calloutColours[$tone].background]};
  color: ${({ theme }) => theme.colors.text};
`;

/** A boxed message; errors are announced (role=alert). */
export function Callout({ tone, children }: { tone: CalloutTone; children: ReactNode }) {
  return (
    <CalloutBox $tone={tone} role={tone === 'error' ? 'alert' : 'note'} data-tone={tone}>
      {children}
    </CalloutBox>
  );
}

/** Something failed to load: what, and a Retry that asks again (a list, a picker's choices). */
export function RetryCallout({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  const intl = useKitIntl();
  return (
    <Callout tone="error">
      <Row>
        <span>{children}</span>
        <Button variant="secondary" onClick={onRetry}>
          {intl.formatMessage({ id: 'kit.retry' })}
        </Button>
      </Row>
    </Callout>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Spinner = styled.span`
  width: 1.25rem;
  height: 1.25rem;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const LoadingBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function Loading({ label }: { label?: string }) {
  const intl = useKitIntl();
  return (
    <LoadingBox role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span>{label ?? intl.formatMessage({ id: 'kit.loading' })}</span>
    </LoadingBox>
  );
}

/**
 * A page whose screen is still on its way: the page's heading (its route's title) where the screen's own heading will
 * stand, and the loading line under it, so the user sees at once which page is opening. Without a title, the line.
 */
export function PagePending({ title, label }: { title?: string | undefined; label: string }) {
  if (!title) return <Loading label={label} />;
  return (
    <Stack>
      <PageHeading>{title}</PageHeading>
      <Loading label={label} />
    </Stack>
  );
}

const EmptyBox = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`;

export function EmptyState({ children }: { children: ReactNode }) {
  return <EmptyBox>{children}</EmptyBox>;
}

const errorMessageOf = (error: unknown): string | null =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : null;

/** Shown in the content area when a remote fails to load or throws; the rest of the portal keeps working. */
export function AreaUnavailable({
  area,
  onRetry,
  error,
}: {
  area: string;
  onRetry: () => void;
  error?: unknown;
}) {
  const intl = useKitIntl();
  const details = errorMessageOf(error);
  const headingId = `area-unavailable-${area.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card as="section" role="alert" aria-labelledby={headingId} data-testid="area-unavailable">
      <Stack gap={3}>
        <SectionHeading id={headingId}>
          {intl.formatMessage({ id: 'kit.areaUnavailable.heading' }, { area })}
        </SectionHeading>
        <p style={{ margin: 0 }}>{intl.formatMessage({ id: 'kit.areaUnavailable.text' })}</p>
        <Row>
          <Button onClick={onRetry}>{intl.formatMessage({ id: 'kit.retry' })}</Button>
        </Row>
        {details && (
          <details>
            <summary>{intl.formatMessage({ id: 'kit.technicalDetails' })}</summary>
            <code>{details}</code>
          </details>
        )}
      </Stack>
    </Card>
  );
}

const StackBase = styled.div<{ $gap: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.space($gap)};
`;

export interface StackProps extends ComponentPropsWithRef<'div'> {
  /** Space between children in steps of 0.25rem (default 4 = 1rem). */
  gap?: number;
}

export function Stack({ gap = 4, ...rest }: StackProps) {
  return <StackBase $gap={gap} {...rest} />;
}

const RowBase = styled.div<{ $gap: number; $align: string; $justify: string; $wrap: boolean }>`
  display: flex;
  flex-direction: row;
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: ${({ $align }) => $align};
  justify-content: ${({ $justify }) => $justify};
  gap: ${({ theme, $gap }) => theme.space($gap)};
`;

export interface RowProps extends ComponentPropsWithRef<'div'> {
  gap?: number;
  align?: 'flex-start' | 'center' | 'flex-end' | 'baseline' | 'stretch';
  justify?: 'flex-start' | 'center' | 'flex-end' | 'space-between';
  wrap?: boolean;
}

export function Row({ gap = 3, align = 'center', justify = 'flex-start', wrap = true, ...rest }: RowProps) {
  return <RowBase $gap={gap} $align={align} $justify={justify} $wrap={wrap} {...rest} />;
}

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

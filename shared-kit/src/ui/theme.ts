import type { StateColour } from '../domain/states.ts';

/**
 * Design tokens. Screens style only through these (no colour literals outside this file).
 * Text/background pairs keep at least 4.5:1 contrast (WCAG AA).
 */
export const theme = {
  colors: {
    background: '#f4f5f7',
    /** Page background on a dev host (SHELL-41). */
    devBackground: '#fdba74',
    surface: '#ffffff',
    surfaceMuted: '#eef0f3',
    text: '#1b2230',
    textMuted: '#4a5466',
    border: '#c9ced8',
    primary: '#1d4f91',
    primaryHover: '#163d70',
    onPrimary: '#ffffff',
    secondary: '#ffffff',
    onSecondary: '#1d4f91',
    danger: '#b3261e',
    dangerHover: '#8c1d17',
    onDanger: '#ffffff',
    focus: '#f59e0b',
    link: '#1d4f91',
    rowHover: '#e8eef8',
    /** Header: dark blue live, amber on a dev host (SHELL-40). */
    header: '#17304f',
    onHeader: '#ffffff',
    headerDev: '#f59e0b',
    onHeaderDev: '#1b1b1b',
    nav: '#ffffff',
    navActive: '#dbe6f5',
    onNavActive: '#102a4c',
    success: '#1e7b34',
    onSuccess: '#ffffff',
    error: '#b3261e',
    onError: '#ffffff',
    info: '#1d4f91',
    infoBackground: '#e6eefa',
    warning: '#8a5a00',
    warningBackground: '#fff4d6',
    errorBackground: '#fde8e6',
  },
  /** Timesheet state colours by name (domain TIMESHEET_STATE_COLOUR); badges always carry the label too. */
  stateColors: {
    gray: { background: '#e4e7ec', text: '#2f3746', border: '#98a2b3' },
    yellow: { background: '#fef3c7', text: '#6b4e00', border: '#d9a300' },
    blue: { background: '#dbeafe', text: '#1e3a8a', border: '#3b6fd8' },
    green: { background: '#dcfce7', text: '#14532d', border: '#2f9e55' },
    red: { background: '#fee2e2', text: '#7f1d1d', border: '#d14343' },
  } satisfies Record<StateColour, { background: string; text: string; border: string }>,
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: { small: '0.875rem', body: '1rem', large: '1.25rem', heading: '1.5rem' },
  /** Spacing scale in rem: space(2) = 0.5rem. */
  space: (steps: number): string => `${steps * 0.25}rem`,
  radii: { small: '4px', medium: '8px', pill: '999px' },
  shadows: { card: '0 1px 2px rgba(16, 24, 40, 0.08)', toast: '0 4px 12px rgba(16, 24, 40, 0.2)' },
  breakpoints: { navCollapse: 768 },
  zIndex: { header: 10, toasts: 1000 },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}

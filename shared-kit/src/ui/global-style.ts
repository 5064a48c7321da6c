import { createGlobalStyle } from 'styled-components';

/** Page-wide base styles; `$dev` gives the orange background of a dev host (SHELL-41). Rendered once, by the shell. */
export const GlobalStyle = createGlobalStyle<{ $dev?: boolean }>`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.body};
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme, $dev }) => ($dev ? theme.colors.devBackground : theme.colors.background)};
  }
  a { color: ${({ theme }) => theme.colors.link}; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  button, input, select, textarea { font: inherit; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition-duration: 0.01ms !important; animation-duration: 0.01ms !important; }
  }
`;

import { createGlobalStyle } from 'styled-components';

/** Base document styles: box model, type, colours, focus ring and reduced motion. */
export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
    /* A word longer than its line (a 34-letter title, a long address) breaks instead of pushing
       the page sideways on a phone; headings may break anywhere, as they size their boxes. */
    overflow-wrap: break-word;
  }

  h1, h2, h3, h4, h5, h6 {
    overflow-wrap: anywhere;
    margin: 0 0 ${({ theme }) => theme.space.sm};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.text};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }

  a {
    color: ${({ theme }) => theme.colors.brand};
    text-underline-offset: 0.15em;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.brandHover};
  }

  img, svg, video {
    max-width: 100%;
    display: block;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }

  /* Vestibular safety: honour the OS setting for every animation the kit ships. */
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

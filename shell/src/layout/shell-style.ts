import { createGlobalStyle } from 'styled-components';

/**
 * Themed page styles the shell owns: the auth layout and the skip link's look. The frame itself
 * (reserved nav height, <main> filling the viewport) is inline in index.html, because this style
 * only arrives once the nav has mounted, too late to keep the footer from jumping.
 */
export const ShellStyle = createGlobalStyle`
  body[data-layout='auth'] #app-footer {
    display: none;
  }
  body[data-layout='auth'] #app-main {
    background: linear-gradient(180deg, ${({ theme }) => theme.colors.brandSoft} 0%, ${({ theme }) => theme.colors.background} 60%);
  }
  .skip-link {
    position: absolute;
    left: 0.5rem;
    top: -3rem;
    z-index: 100;
    padding: 0.5rem 1rem;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.text};
    color: #fff;
  }
  .skip-link:focus {
    top: 0.5rem;
  }
  /* A printed page is the document alone: no site header over its title, no footer. */
  @media print {
    #app-nav,
    #app-footer,
    .skip-link {
      display: none !important;
    }
    #app-main {
      min-height: 0;
    }
  }
`;

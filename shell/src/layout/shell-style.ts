import { createGlobalStyle } from 'styled-components';

/** Page frame styles the shell owns: the two layouts and the skip link. */
export const ShellStyle = createGlobalStyle`
  body {
    min-height: 100vh;
    display: flex;
    flex-direction: column;
  }
  #app-main {
    flex: 1 0 auto;
    outline: none;
  }
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
`;

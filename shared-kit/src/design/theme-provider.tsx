import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

/** Props of {@link DesignProvider}. */
export interface DesignProviderProps {
  children: ReactNode;
  /** Render the global base styles too (default true); the shell and every remote may, they are deduplicated. */
  globalStyle?: boolean;
}

/**
 * Gives every styled component the kit's theme. Components use transient `$props`, so nothing
 * unknown reaches the DOM and no StyleSheetManager prop filter is needed.
 */
export function DesignProvider({ children, globalStyle = true }: DesignProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {globalStyle && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}

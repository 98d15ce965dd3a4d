import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { DesignProvider } from '../theme-provider';

/** Renders inside the kit's provider, as every remote does. */
export function renderWithTheme(ui: ReactElement) {
  return render(<DesignProvider>{ui}</DesignProvider>);
}

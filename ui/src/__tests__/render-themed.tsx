import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { DesignProvider } from 'shared-kit';

/** Renders a part inside the design system's theme, as every remote mounts its screens. */
export function renderThemed(ui: ReactElement) {
  return render(<DesignProvider>{ui}</DesignProvider>);
}

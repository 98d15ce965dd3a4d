import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PayCell, PayText } from '../pay-text';
import { renderWithTheme } from './render-with-theme';

afterEach(cleanup);

const pay = {
  amount_cents: 3250,
  unit: 'hour',
  employment_type: 'casual',
  hours_min: 10,
  hours_max: 15,
} as const;

describe('PayText and PayCell', () => {
  it('read as one line, the hours never broken inside', () => {
    const { container } = renderWithTheme(<PayText pay={pay} />);
    expect(container.textContent).toBe('$32.50/h casual · 10–15 h/week');
    expect(screen.getByText('10–15 h/week').tagName).toBe('SPAN');
    cleanup();
    const cell = renderWithTheme(<PayCell pay={pay} />);
    expect(cell.container.textContent).toBe('$32.50/h casual · 10–15 h/week');
  });
});

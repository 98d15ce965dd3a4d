import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusBadge, type BadgeStatus } from '../status-badge';
import { theme } from '../theme';
import { renderWithTheme } from './render-with-theme';

afterEach(cleanup);

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

describe('StatusBadge', () => {
  it.each([
    ['shortlisted', 'Shortlisted'],
    ['interview', 'Interview'],
    ['offered', 'Offered'],
    ['hired', 'Hired'],
    ['declined', 'Declined'],
  ] as const)('spells out the pipeline stage %s', (status, label) => {
    renderWithTheme(<StatusBadge status={status} />);
    expect(screen.getByText(label)).toBeTruthy();
  });

  it('draws a status it does not know with its own word instead of breaking', () => {
    renderWithTheme(<StatusBadge status={'on_hold' as BadgeStatus} />);
    expect(screen.getByText('on_hold')).toBeTruthy();
  });

  it('keeps every status pair at least 4.5:1', () => {
    for (const [status, { fg, bg }] of Object.entries(theme.status)) {
      const light = Math.max(luminance(bg), luminance(fg));
      const dark = Math.min(luminance(bg), luminance(fg));
      expect([status, (light + 0.05) / (dark + 0.05) >= 4.5]).toEqual([status, true]);
    }
  });
});

import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkbox } from '../checkbox';
import { theme } from '../theme';
import { renderWithTheme } from './render-with-theme';

afterEach(cleanup);

/** The colour of the label row (the <label> around the box and its text). */
const labelColour = (name: string) =>
  getComputedStyle(screen.getByText(name).closest('label') as HTMLElement).color;

describe('Checkbox, read-only', () => {
  it('keeps a ticked box in full colour and mutes an unticked one, controlled or not', () => {
    renderWithTheme(
      <>
        <Checkbox label="RSA (controlled)" disabled checked readOnly />
        <Checkbox label="First Aid (uncontrolled)" disabled defaultChecked />
        <Checkbox label="WWCC" disabled />
      </>,
    );
    expect(labelColour('RSA (controlled)')).toBe(theme.colors.text);
    expect(labelColour('First Aid (uncontrolled)')).toBe(theme.colors.text);
    expect(labelColour('WWCC')).toBe(theme.colors.textMuted);
  });
});

import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RadioChoices, type ChoiceLook } from '../choice-cards';
import { renderThemed } from './render-themed';

type Size = 'small' | 'large';
const CHOICES = [
  { value: 'small', label: 'Small', hint: 'Fits a pocket.' },
  { value: 'large', label: 'Large' },
] as const;

function Sizes({ look }: { look?: ChoiceLook }) {
  const [value, setValue] = useState<Size>('small');
  return (
    <>
      <RadioChoices
        legend="Size"
        name="size"
        value={value}
        choices={CHOICES}
        onChange={setValue}
        look={look}
      />
      <output>{value}</output>
    </>
  );
}

const radio = (name: RegExp | string) => screen.getByRole<HTMLInputElement>('radio', { name });

afterEach(cleanup);

describe('RadioChoices', () => {
  it('groups the radios under their legend, the value checked', () => {
    renderThemed(<Sizes />);
    const group = screen.getByRole('group', { name: 'Size' });
    expect(group.querySelectorAll('input[type="radio"][name="size"]')).toHaveLength(2);
    expect(radio(/^Small/).checked).toBe(true);
    expect(radio('Large').checked).toBe(false);
  });

  it('names a card by its label and its hint', () => {
    renderThemed(<Sizes />);
    expect(radio('Small Fits a pocket.')).toBeTruthy();
  });

  it('reports the choice picked and checks it', () => {
    renderThemed(<Sizes />);
    fireEvent.click(radio('Large'));
    expect(screen.getByRole('status').textContent).toBe('large');
    expect(radio('Large').checked).toBe(true);
    expect(radio(/^Small/).checked).toBe(false);
  });

  it('shows the plain look as labelled radios without hints', () => {
    renderThemed(<Sizes look="plain" />);
    expect(radio('Small').checked).toBe(true);
    expect(screen.queryByText('Fits a pocket.')).toBeNull();
    fireEvent.click(radio('Large'));
    expect(screen.getByRole('status').textContent).toBe('large');
  });
});

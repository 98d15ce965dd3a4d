import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextArea } from '../text-area';
import { renderWithTheme } from './render-with-theme';

afterEach(cleanup);

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <TextArea
      label="Additional Qualifications"
      maxLength={250}
      value={value}
      onValueChange={setValue}
    />
  );
}

describe('TextArea', () => {
  it('counts characters against the maximum in a polite live region', () => {
    renderWithTheme(<Controlled />);
    const area = screen.getByLabelText('Additional Qualifications');
    expect(screen.getByText('0/250')).toBeTruthy();

    fireEvent.change(area, { target: { value: 'Barista, RSA' } });

    const counter = screen.getByText('12/250');
    expect(counter.getAttribute('aria-live')).toBe('polite');
    expect(area.getAttribute('aria-describedby')).toContain(counter.id);
  });

  it('truncates input longer than maxLength', () => {
    renderWithTheme(<Controlled />);
    const area = screen.getByLabelText<HTMLTextAreaElement>('Additional Qualifications');

    fireEvent.change(area, { target: { value: 'x'.repeat(300) } });

    expect(area.value).toHaveLength(250);
    expect(screen.getByText('250/250')).toBeTruthy();
  });

  it('works uncontrolled and ties the error to the field', () => {
    renderWithTheme(<TextArea label="About" maxLength={5} defaultValue="hi" error="Too short." />);
    const area = screen.getByLabelText<HTMLTextAreaElement>('About');
    expect(screen.getByText('2/5')).toBeTruthy();
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(area.getAttribute('aria-describedby')).toContain(screen.getByText('Too short.').id);

    fireEvent.change(area, { target: { value: 'abcdefgh' } });
    expect(area.value).toBe('abcde');
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DesignProvider } from 'shared-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeInput, emptyCode, spreadDigits } from '../components/code-input';

function Harness() {
  const [digits, setDigits] = useState(emptyCode);
  return (
    <DesignProvider>
      <CodeInput value={digits} onChange={setDigits} />
      <output data-testid="code">{digits.join('')}</output>
    </DesignProvider>
  );
}

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`);

afterEach(cleanup);

describe('spreadDigits', () => {
  it('fills boxes from the start index and ignores non-digits', () => {
    expect(spreadDigits(emptyCode(), 0, '12-34 56')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(spreadDigits(emptyCode(), 4, '987')).toEqual(['', '', '', '', '9', '8']);
  });
});

describe('CodeInput', () => {
  it('has one box per digit and moves on as digits are typed', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '4' } });
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: 'x' } });
    expect(screen.getByTestId('code').textContent).toBe('4');
  });

  it('spreads a pasted code across the boxes', () => {
    render(<Harness />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => ' 123 456 ' } });
    expect(screen.getByTestId('code').textContent).toBe('123456');
    expect(document.activeElement).toBe(box(6));
  });

  it('moves back and clears the previous digit on Backspace in an empty box', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '7' } });
    fireEvent.keyDown(box(2), { key: 'Backspace' });
    expect(screen.getByTestId('code').textContent).toBe('');
    expect(document.activeElement).toBe(box(1));
  });
});

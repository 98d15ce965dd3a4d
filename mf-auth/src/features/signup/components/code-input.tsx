import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { VERIFICATION_CODE_LENGTH } from 'api-contract/common';
import { focusRing } from 'shared-kit';

const Group = styled.div`
  display: grid;
  grid-template-columns: repeat(${VERIFICATION_CODE_LENGTH}, minmax(0, 3rem));
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Digit = styled.input`
  width: 100%;
  height: 3.5rem;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-family: ${({ theme }) => theme.fonts.mono};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus-visible {
    ${focusRing}
  }
`;

/** The code's digits, one string per box ('' for an empty box). */
export type CodeDigits = string[];

export const emptyCode = (): CodeDigits =>
  Array.from({ length: VERIFICATION_CODE_LENGTH }, () => '');

/** Spreads the digits of `text` over the boxes from `start`, ignoring anything else. */
export function spreadDigits(digits: CodeDigits, start: number, text: string): CodeDigits {
  const next = [...digits];
  const incoming = text.replace(/\D/g, '').split('');
  incoming.slice(0, next.length - start).forEach((d, i) => (next[start + i] = d));
  return next;
}

/**
 * Six boxes, one per digit: typing moves on, Backspace on an empty box moves back, and a pasted
 * code (from any box) spreads its digits across the boxes.
 */
export function CodeInput({
  value,
  onChange,
  disabled,
}: {
  value: CodeDigits;
  onChange: (digits: CodeDigits) => void;
  disabled?: boolean;
}) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, VERIFICATION_CODE_LENGTH - 1))];
    box?.focus();
    box?.select();
  };

  const type = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    if (typed === '') return onChange(value.map((d, i) => (i === index ? '' : d)));
    // A browser's one-time-code autofill can put the whole code in one box.
    onChange(spreadDigits(value, index, typed));
    focus(index + typed.length);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && value[index] === '' && index > 0) {
      event.preventDefault();
      onChange(value.map((d, i) => (i === index - 1 ? '' : d)));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  };

  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text');
    const next = spreadDigits(value, index, text);
    onChange(next);
    focus(index + text.replace(/\D/g, '').length);
  };

  return (
    <Group role="group" aria-label="Verification code">
      {value.map((digit, index) => (
        <Digit
          // The boxes are a fixed row; their position is their identity.
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          aria-label={`Digit ${index + 1} of ${VERIFICATION_CODE_LENGTH}`}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={VERIFICATION_CODE_LENGTH}
          value={digit}
          disabled={disabled}
          onChange={(e) => type(index, e.target.value)}
          onKeyDown={(e) => keyDown(index, e)}
          onPaste={(e) => paste(index, e)}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </Group>
  );
}

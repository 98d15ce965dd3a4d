import type { ReactNode } from 'react';
import { focusRing } from 'shared-kit';
import styled, { css } from 'styled-components';

/** How a set of choices looks: a bordered card per choice, or a plain list of controls. */
export type ChoiceLook = 'card' | 'plain';

/**
 * A fieldset of radio buttons (or checkboxes) under a small bold legend. With `$look="plain"` the
 * controls stand in a tight list, each in its label; with cards (the default) they are spaced for
 * {@link ChoiceCard}.
 */
export const ChoiceList = styled.fieldset<{ $look?: ChoiceLook }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $look }) => ($look === 'plain' ? theme.space.xs : theme.space.sm)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  ${({ theme, $look }) =>
    $look === 'plain' &&
    css`
      label {
        display: inline-flex;
        align-items: center;
        gap: ${theme.space.sm};
        min-height: 1.75rem;
        cursor: pointer;
      }
      input {
        flex: none;
        width: 1.125rem;
        height: 1.125rem;
        margin: 0;
        accent-color: ${theme.colors.brand};
      }
      input:focus-visible {
        ${focusRing}
      }
    `}
`;

/**
 * One choice as a card: the whole row is the target (44px at least), and the chosen one is
 * outlined in the brand colour (red with `$tone="danger"`, for a choice that destroys). Holds its
 * input first, then its text; a `small` in a `span` is the choice's hint.
 */
export const ChoiceCard = styled.label<{ $tone?: 'brand' | 'danger' }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow-wrap: anywhere;
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme, $tone }) =>
      $tone === 'danger' ? theme.colors.danger : theme.colors.brand};
    background: ${({ theme, $tone }) =>
      $tone === 'danger' ? theme.colors.dangerSoft : theme.colors.brandSoft};
  }
  input {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    margin: 0.15rem 0 0;
    accent-color: ${({ theme, $tone }) =>
      $tone === 'danger' ? theme.colors.danger : theme.colors.brand};
  }
  input:focus-visible {
    ${focusRing}
  }
  span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  small {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** One option of {@link RadioChoices}. */
export interface RadioChoice<T extends string> {
  value: T;
  label: ReactNode;
  /** A quieter line under the label (cards only). */
  hint?: ReactNode;
}

/** Props of {@link RadioChoices}. */
export interface RadioChoicesProps<T extends string> {
  legend: ReactNode;
  /** The radios' shared name. */
  name: string;
  value: T;
  choices: readonly RadioChoice<T>[];
  onChange: (value: T) => void;
  /** Default 'card'. */
  look?: ChoiceLook;
}

/** One of a few values, as native radios in a fieldset: the arrow keys move the choice. */
export function RadioChoices<T extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
  look = 'card',
}: RadioChoicesProps<T>) {
  const radio = (choice: RadioChoice<T>) => (
    <input
      type="radio"
      name={name}
      value={choice.value}
      checked={value === choice.value}
      onChange={() => onChange(choice.value)}
    />
  );
  return (
    <ChoiceList $look={look}>
      <legend>{legend}</legend>
      {choices.map((choice) =>
        look === 'plain' ? (
          <label key={choice.value}>
            {radio(choice)}
            {choice.label}
          </label>
        ) : (
          <ChoiceCard key={choice.value}>
            {radio(choice)}
            <span>
              {choice.label}
              {choice.hint !== undefined && <small>{choice.hint}</small>}
            </span>
          </ChoiceCard>
        ),
      )}
    </ChoiceList>
  );
}

import styled from 'styled-components';

const Text = styled.p`
  /* A whole line of its own in the wrapping row the toggle sits in, right under it. */
  flex-basis: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.success};
  &:empty {
    display: none;
  }
`;

/**
 * What the last tap did, beside the toggle that did it (where the person is looking, on a phone
 * too), in a polite live region that is always in the page so screen readers hear it change.
 */
export function SaveConfirmation({ text }: { text: string | null }) {
  return (
    <Text role="status" aria-live="polite">
      {text}
    </Text>
  );
}

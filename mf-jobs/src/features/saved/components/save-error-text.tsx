import styled from 'styled-components';

const Text = styled.p`
  /* A whole line of its own in the wrapping row the toggle sits in. */
  flex-basis: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Why the last tap failed, announced at once; nothing when it did not. */
export function SaveErrorText({ error }: { error: string | null }) {
  return error ? <Text role="alert">{error}</Text> : null;
}

import styled from 'styled-components';

/** A list without bullets whose items (cards, mostly) stand in a column; `as="ol"` when numbered. */
export const StackedList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

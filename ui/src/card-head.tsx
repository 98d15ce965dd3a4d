import styled from 'styled-components';

/**
 * A card's top row: its heading first, its actions at the far end, wrapping on a narrow screen.
 * `$space` is the room under it, before the card's body (default 'lg').
 */
export const CardHead = styled.div<{ $space?: 'md' | 'lg' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme, $space = 'lg' }) => theme.space[$space]};
`;

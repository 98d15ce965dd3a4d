import { Card } from 'shared-kit';
import styled from 'styled-components';

/** The parts every list of the queue's tabs is made of: its cards, its count, its empty card. */
export { StackedList as Items } from 'ui';

export const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Empty = styled(Card)`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  p {
    margin: 0;
  }
`;

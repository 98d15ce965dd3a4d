import styled from 'styled-components';

// The parts of a table row drawn as a card on a narrow screen (the kit's DataTable `renderCard`).

/** The card: its lines stacked. */
export const RowCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A small muted line whose items (a status, a date, an action) spread to its two ends. */
export const RowCardLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A line of small text, such as the pay. */
export const RowCardText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

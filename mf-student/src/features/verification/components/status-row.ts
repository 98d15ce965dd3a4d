import styled from 'styled-components';

/** The status line of the card: one height loading, unverified or verified, so nothing below moves. */
export const StatusRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  min-height: 2.5rem;
`;

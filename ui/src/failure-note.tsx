import styled from 'styled-components';

/** Why a form could not be sent, in a tinted box under it (give it `role="alert"`). */
export const FailureNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
`;

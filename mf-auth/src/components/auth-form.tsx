import styled from 'styled-components';
import { column } from 'ui';

/** The vertical rhythm of every auth form. */
export const AuthForm = styled.form`
  ${column('md')}
  margin-top: ${({ theme }) => theme.space.lg};
`;

import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.p<{ $tone: 'error' | 'success' }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
  background: ${({ theme, $tone }) =>
    $tone === 'error' ? theme.colors.dangerSoft : theme.colors.successSoft};
`;

/**
 * A form-level message: errors are announced at once (alert), successes politely (status). The
 * live region is rendered empty first so screen readers notice the text when it arrives.
 */
export function FormMessage({
  tone,
  children,
}: {
  tone: 'error' | 'success';
  children?: ReactNode;
}) {
  if (!children) return <span role={tone === 'error' ? 'alert' : 'status'} />;
  return (
    <Box role={tone === 'error' ? 'alert' : 'status'} $tone={tone}>
      {children}
    </Box>
  );
}

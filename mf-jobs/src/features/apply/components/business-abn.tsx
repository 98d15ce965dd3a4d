import { abnLookupUrl, formatAbn } from 'api-contract/accounts';
import { VisuallyHidden } from 'shared-kit';
import styled from 'styled-components';

const Line = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: inherit;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/**
 * The employer's ABN under their name, a link to the register's public ABN Lookup, where a
 * student can see who holds it and whether it is active. Quiet: a fact to check, not a badge.
 */
export function BusinessAbn({ abn }: { abn: string }) {
  return (
    <Line>
      <a href={abnLookupUrl(abn)} target="_blank" rel="noopener noreferrer">
        ABN {formatAbn(abn)}
        <VisuallyHidden> (check it on ABN Lookup, opens in a new tab)</VisuallyHidden>
      </a>
    </Line>
  );
}

import { css } from 'styled-components';

/** The one visible focus ring: keyboard users must always see where they are. */
export const focusRing = css`
  outline: 3px solid ${({ theme }) => theme.colors.focus};
  outline-offset: 2px;
`;

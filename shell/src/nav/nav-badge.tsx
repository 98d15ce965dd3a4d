import styled from 'styled-components';

/**
 * A count on a nav entry or the phone menu's button: a small pill, hidden from assistive
 * technology because the link's or button's name says the number in words.
 */
export const NavBadge = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-grid;
  place-items: center;
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 0.35rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1;
  font-variant-numeric: tabular-nums;
`;

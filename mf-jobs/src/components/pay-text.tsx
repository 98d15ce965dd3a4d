import { Fragment } from 'react';
import { formatPay } from 'shared-kit';
import styled from 'styled-components';

const Part = styled.span`
  white-space: nowrap;
`;

/**
 * formatPay's line ("$32.50/h casual · 10–15 h/week"), which a narrow box breaks only between its
 * parts, never inside "10–15 h/week".
 */
export function PayText({ pay }: { pay: Parameters<typeof formatPay>[0] }) {
  return formatPay(pay)
    .split(' · ')
    .map((part, index) => (
      <Fragment key={part}>
        {index > 0 && ' · '}
        <Part>{part}</Part>
      </Fragment>
    ));
}

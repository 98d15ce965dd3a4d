import { Fragment } from 'react';
import { formatPay } from 'api-contract/listings';
import { VisuallyHidden } from './layout';
import styled from 'styled-components';

type Pay = Parameters<typeof formatPay>[0];

const Part = styled.span`
  white-space: nowrap;
`;

/**
 * formatPay's line ("$32.50/h casual · 10–15 h/week"), which a narrow box breaks only between its
 * parts, never inside "10–15 h/week".
 */
export function PayText({ pay }: { pay: Pay }) {
  return formatPay(pay)
    .split(' · ')
    .map((part, index) => (
      <Fragment key={part}>
        {index > 0 && ' · '}
        <Part>{part}</Part>
      </Fragment>
    ));
}

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  > span:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The same line in a table cell: the rate over the hours, as the job name is the title over the
 * company (one line broke anywhere the column happened to end). It reads as one line.
 */
export function PayCell({ pay }: { pay: Pay }) {
  const [rate, hours] = formatPay(pay).split(' · ');
  return (
    <Lines>
      <span>{rate}</span>
      <VisuallyHidden> · </VisuallyHidden>
      <span>{hours}</span>
    </Lines>
  );
}

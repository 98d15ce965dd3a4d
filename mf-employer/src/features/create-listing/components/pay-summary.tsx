import {
  type ApplicableMinimum,
  formatPay,
  type ListingPayInput,
  minimumStatement,
} from 'api-contract/listings';
import styled from 'styled-components';
import { column } from 'ui';

const Root = styled.div`
  ${column('xs')}
  p {
    margin: 0;
  }
`;

const PayLine = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The pay as students will see it, in the Post this job? dialog, and the minimum it meets. */
export function PaySummary({
  pay,
  minimum,
}: {
  pay: ListingPayInput;
  minimum?: ApplicableMinimum;
}) {
  return (
    <Root>
      <PayLine>{formatPay(pay)}</PayLine>
      {pay.schedule !== '' && <Muted>{pay.schedule}</Muted>}
      {pay.junior_rates && (
        <Muted>Junior rates apply: students see the age bands and their minimum rates.</Muted>
      )}
      {minimum && <Muted>{minimumStatement(pay.employment_type, minimum)}</Muted>}
    </Root>
  );
}

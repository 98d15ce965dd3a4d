import { FAIR_WORK_PAY_CALCULATOR_URL, formatPay, type ListingPayInput } from 'shared-kit';
import styled from 'styled-components';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
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

const Warning = styled.p`
  margin-top: ${({ theme }) => theme.space.sm} !important;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/** A warning's text with the calculator's address as a link (the API writes it out in full). */
export function WarningText({ text }: { text: string }) {
  const [before, after] = text.split(FAIR_WORK_PAY_CALCULATOR_URL);
  if (after === undefined) return <>{text}</>;
  return (
    <>
      {before}
      <a href={FAIR_WORK_PAY_CALCULATOR_URL} target="_blank" rel="noopener noreferrer">
        {FAIR_WORK_PAY_CALCULATOR_URL.replace(/^https:\/\/|\/$/g, '')}
      </a>
      {after}
    </>
  );
}

/** The pay as students will see it, in the Post this job? dialog, with any warning. */
export function PaySummary({ pay, warning }: { pay: ListingPayInput; warning?: string }) {
  return (
    <Root>
      <PayLine>{formatPay(pay)}</PayLine>
      {pay.schedule !== '' && <Muted>{pay.schedule}</Muted>}
      {pay.junior_rates && (
        <Muted>Junior rates apply: students see the age bands and their minimum rates.</Muted>
      )}
      {warning && (
        <Warning>
          <WarningText text={warning} />
        </Warning>
      )}
    </Root>
  );
}

import {
  FAIR_WORK_PAY_CALCULATOR_URL,
  formatDollars,
  type ListingPay,
} from 'api-contract/listings';
import { useMinimumWage } from 'api-calls';
import { Skeleton, VisuallyHidden, media, sydneyToday } from 'shared-kit';
import styled from 'styled-components';
import { column } from 'ui';
import { juniorRatesFor } from '../job-pay';

const Box = styled.section`
  ${column('sm')}
  padding: ${({ theme }) => theme.space.lg};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space.md};
  }
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Bands = styled.table`
  width: 100%;
  max-width: 22rem;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid rgba(180, 83, 9, 0.25);
    text-align: left;
  }
  tbody th,
  tbody td {
    white-space: nowrap;
  }
  td:last-child,
  th:last-child {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  thead th {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  tbody th {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

const Source = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The bands from the API's minimum wage table, a placeholder while it loads, or why not. */
function Rates({ pay, today }: { pay: ListingPay; today: string }) {
  const table = useMinimumWage();
  if (table.isPending) {
    return (
      <div aria-busy="true">
        <VisuallyHidden>Loading the minimum rates by age</VisuallyHidden>
        <Skeleton width="min(100%, 22rem)" height="12rem" />
      </div>
    );
  }
  const rates = table.data && juniorRatesFor(table.data.rates, pay.employment_type, today);
  if (!rates) {
    return <Source>The minimum rates by age could not be loaded just now.</Source>;
  }
  return (
    <>
      <Bands>
        <caption>
          <VisuallyHidden>Minimum pay by age</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Age</th>
            <th scope="col">Minimum an hour</th>
          </tr>
        </thead>
        <tbody>
          {rates.bands.map((band) => (
            <tr key={band.age}>
              <th scope="row">{band.age}</th>
              <td>{formatDollars(band.hourlyCents)}</td>
            </tr>
          ))}
        </tbody>
      </Bands>
      <Source>{rates.source}</Source>
    </>
  );
}

/**
 * The notice a listing with junior rates carries: the age bands with their minimum
 * hourly rates in force today, and that pay must reach the minimum for the applicant's age.
 */
export function JuniorRatesNotice({
  pay,
  today = sydneyToday(),
}: {
  pay: ListingPay;
  today?: string;
}) {
  return (
    <Box aria-labelledby="junior-rates-title">
      <h2 id="junior-rates-title">Junior rates apply</h2>
      <p>
        This employer pays junior rates: if you are under 21, you may be paid less than the
        advertised rate, as a percentage of the adult rate for your age. Your pay must still be at
        least the minimum for your age.
      </p>
      <Rates pay={pay} today={today} />
      <p>
        Award rates for this work may be higher: check them with{' '}
        <a href={FAIR_WORK_PAY_CALCULATOR_URL} target="_blank" rel="noopener noreferrer">
          Fair Work&apos;s pay calculator
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
        .
      </p>
    </Box>
  );
}

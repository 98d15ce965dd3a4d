import { useMinimumWage } from 'api-calls';
import { formatDollars, longDate, minimumHourlyCents, rateOn } from 'api-contract/listings';
import { sydneyToday } from 'shared-kit';
import styled from 'styled-components';

const Figures = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;

  /* The sentence's shape before its figures arrive: it takes their room, unseen and unread. */
  &[aria-hidden='true'] {
    visibility: hidden;
  }
`;

const sentence = (from: string, adult: string, casual: string) =>
  `From ${from}: at least ${adult} an hour for part-time and fixed-term work, and ${casual} for casual work and one-off gigs.`;

/**
 * Today's pay floor in figures, read from the table the API checks every listing against
 * (GET /system/minimum-wage), so the page says what the create form and the API will hold a
 * listing to. Until the table arrives, or if it cannot be read, the line keeps its room empty:
 * the card's words say the rule without figures.
 */
export function PayFloorFigures() {
  const table = useMinimumWage();
  const rate = table.data ? rateOn(table.data.rates, sydneyToday()) : undefined;
  if (!rate) {
    return (
      <Figures aria-hidden="true" data-testid="pay-floor">
        {sentence('1 July 2000', '$00.00', '$00.00')}
      </Figures>
    );
  }
  return (
    <Figures data-testid="pay-floor">
      {sentence(
        longDate(rate.from),
        formatDollars(minimumHourlyCents(rate, 'part_time')),
        formatDollars(minimumHourlyCents(rate, 'casual')),
      )}
    </Figures>
  );
}

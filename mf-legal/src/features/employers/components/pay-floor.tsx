import { useMinimumWage } from 'api-calls';
import { formatDollars, longDate, minimumHourlyCents, rateOn } from 'api-contract/listings';
import { sydneyToday } from 'shared-kit';
import styled from 'styled-components';

// The figures take their line's room before they arrive, so nothing below moves when they do.
const Figures = styled.p`
  min-height: calc(3 * 1.6em);
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;

/**
 * Today's pay floor in figures, read from the table the API checks every listing against
 * (GET /system/minimum-wage), so the page says what the create form and the API will hold a
 * listing to. Until the table arrives, or if it cannot be read, the line stays empty: the card's
 * words say the rule without figures.
 */
export function PayFloorFigures() {
  const table = useMinimumWage();
  const rate = table.data ? rateOn(table.data.rates, sydneyToday()) : undefined;
  return (
    <Figures data-testid="pay-floor">
      {rate &&
        `From ${longDate(rate.from)}: at least ${formatDollars(
          minimumHourlyCents(rate, 'part_time'),
        )} an hour for part-time and fixed-term work, and ${formatDollars(
          minimumHourlyCents(rate, 'casual'),
        )} for casual work and one-off gigs.`}
    </Figures>
  );
}

import type { AlertFrequency, JobAlert } from 'api-contract/alerts';
import { Button, media, Select, StatusBadge, VisuallyHidden } from 'shared-kit';
import styled from 'styled-components';
import { spreadRow, wrappingRow } from 'ui';
import { FREQUENCY_OPTIONS } from '../frequency';

const Row = styled.div`
  ${spreadRow('md', 'flex-end')}
`;

const About = styled.div`
  display: flex;
  flex: 1 1 18rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  align-self: center;
  min-width: 0;
`;

const Summary = styled.p<{ $paused: boolean }>`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $paused }) => ($paused ? theme.colors.textMuted : theme.colors.text)};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  ${wrappingRow('xs', 'sm')}
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Controls = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  /* Pause and Resume take the same room, so the controls line up from row to row. */
  > button:first-of-type {
    min-width: 7rem;
  }
  ${media.mobile} {
    display: grid;
    flex: 1 1 100%;
    grid-template-columns: 1fr 1fr;
    > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

const Frequency = styled(Select)`
  width: 10.5rem;
  ${media.mobile} {
    width: auto;
  }
  /* As tall as the buttons beside it. */
  select {
    min-height: 2.5rem;
    padding-top: 0.375rem;
    padding-bottom: 0.375rem;
  }
`;

/** Props of {@link AlertRow}. */
export interface AlertRowProps {
  alert: JobAlert;
  summary: string;
  /** Its pause, resume or frequency change is running. */
  busy: boolean;
  onChange: (alert: JobAlert, change: { paused?: boolean; frequency?: AlertFrequency }) => void;
  onDelete: (alert: JobAlert) => void;
}

/** One alert: its search in a line, Active or Paused, how often it mails, and its actions. */
export function AlertRow({ alert, summary, busy, onChange, onDelete }: AlertRowProps) {
  return (
    <Row>
      <About>
        <Summary $paused={alert.paused}>{summary}</Summary>
        <Meta>
          {alert.paused ? (
            <StatusBadge status="withdrawn" label="Paused" />
          ) : (
            <StatusBadge status="posted" label="Active" />
          )}
          <span>{alert.paused ? 'No emails until you resume it' : 'Emailing you new matches'}</span>
        </Meta>
      </About>
      <Controls>
        <Frequency
          label={
            <>
              Emails<VisuallyHidden> for {summary}</VisuallyHidden>
            </>
          }
          value={alert.frequency}
          options={FREQUENCY_OPTIONS}
          disabled={busy}
          onChange={(event) => onChange(alert, { frequency: event.target.value as AlertFrequency })}
        />
        <Button
          variant="secondary"
          busy={busy}
          aria-label={`${alert.paused ? 'Resume' : 'Pause'} alert: ${summary}`}
          onClick={() => onChange(alert, { paused: !alert.paused })}
        >
          {alert.paused ? 'Resume' : 'Pause'}
        </Button>
        <Button
          variant="secondary"
          aria-label={`Delete alert: ${summary}`}
          onClick={() => onDelete(alert)}
        >
          Delete
        </Button>
      </Controls>
    </Row>
  );
}

import { useState } from 'react';
import { isLiveApplicationStatus, type CloseOutcome } from 'api-contract/common';
import type { EmployerListing } from 'api-contract/listings';
import { ActionFailure, Button, Dialog, SkeletonText } from 'shared-kit';
import styled from 'styled-components';
import { ChoiceList, column, RadioChoices } from 'ui';
import { useListingApplications } from '../api/get-listing-applications';

const Body = styled.div`
  ${column('md')}
`;

const Told = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const OUTCOMES: { value: CloseOutcome; label: string }[] = [
  { value: 'filled', label: 'Filled: I have hired someone' },
  { value: 'cancelled', label: 'Cancelled: the job will not go ahead' },
];

/** Applications still under way, waiting for an answer: the ones a closing notice reaches. */
const waiting = isLiveApplicationStatus;

const plural = (n: number) => (n === 1 ? '1 applicant' : `${n} applicants`);

/** What each side will hear, in the dialog's words, before the employer confirms. */
function toldText(outcome: CloseOutcome, notHired: number) {
  if (notHired === 0) return 'Nobody else is waiting for an answer, so nobody is sent a message.';
  return outcome === 'filled'
    ? `${plural(notHired)} still waiting will be told “This position has been filled”.`
    : `${plural(notHired)} still waiting will be told the job will not go ahead.`;
}

/**
 * Close a listing: filled or cancelled, and with filled, who was hired (they are not
 * told it has been filled). Says who will be told what before anything is sent.
 */
export function CloseListingDialog({
  listing,
  busy,
  failed,
  onConfirm,
  onCancel,
}: {
  listing: EmployerListing;
  busy: boolean;
  failed: boolean;
  onConfirm: (outcome: CloseOutcome, hired: string[]) => void;
  onCancel: () => void;
}) {
  const [outcome, setOutcome] = useState<CloseOutcome>('filled');
  const [hired, setHired] = useState<ReadonlySet<string>>(new Set());
  const applications = useListingApplications(listing.id);
  const live = (applications.data?.applications ?? []).filter((a) => waiting(a.status));
  const chosen = outcome === 'filled' ? live.filter((a) => hired.has(a.id)) : [];

  const toggle = (id: string) =>
    setHired((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const dismiss = () => {
    if (!busy) onCancel();
  };

  return (
    <Dialog
      open
      title="Close listing?"
      description={`${listing.title} will stop taking applications and stay in your list as closed.`}
      onClose={dismiss}
      actions={
        <>
          <Button variant="secondary" onClick={dismiss} disabled={busy}>
            Cancel
          </Button>
          <Button
            busy={busy}
            onClick={() =>
              onConfirm(
                outcome,
                chosen.map((a) => a.id),
              )
            }
          >
            Close listing
          </Button>
        </>
      }
    >
      <Body>
        <RadioChoices
          look="plain"
          legend="Why are you closing it?"
          name="close-outcome"
          value={outcome}
          choices={OUTCOMES}
          onChange={setOutcome}
        />
        {outcome === 'filled' && live.length > 0 && (
          <ChoiceList $look="plain">
            <legend>Who did you hire? They are not sent the “filled” message.</legend>
            {live.map((a) => (
              <label key={a.id}>
                <input type="checkbox" checked={hired.has(a.id)} onChange={() => toggle(a.id)} />
                {a.applicant_name}
              </label>
            ))}
          </ChoiceList>
        )}
        {applications.isPending ? (
          <SkeletonText lines={1} />
        ) : (
          <Told>
            {applications.isError
              ? 'Applicants still waiting will be told the listing has closed.'
              : toldText(outcome, live.length - chosen.length)}
          </Told>
        )}
        {failed && (
          <ActionFailure>The listing could not be closed. Please try again.</ActionFailure>
        )}
      </Body>
    </Dialog>
  );
}

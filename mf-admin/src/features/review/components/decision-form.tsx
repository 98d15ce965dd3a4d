import { useState, type FormEvent } from 'react';
import { TEXT_AREA_MAX_LENGTH } from 'api-contract/common';
import type {
  ModerationDecision,
  ModerationDecisionRequest,
  ModerationListingResponse,
} from 'api-contract/moderation';
import { Button, ConfirmDialog, RemoteLink, TextArea, getErrorDetail } from 'shared-kit';
import styled from 'styled-components';
import { ChoiceCard, ChoiceList, column, TitledSection, wrappingRow } from 'ui';
import { isStale, useDecideListing } from '../api/decide-listing';
import {
  decisionHelp,
  decisionLabel,
  endedNote,
  outcomeText,
  removalConfirmation,
  submitLabel,
} from '../decision-words';
import { checkDecision, fittingDecisions, type DecisionErrors } from '../decisions';
import { Muted } from './review-section';

const Form = styled.form`
  ${column('md')}
`;

const OptionText = styled.span`
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const ChoiceError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Actions = styled.div`
  ${wrappingRow('sm', 'md')}
`;

const Failure = styled.p`
  flex: 1 1 12rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Outcome = styled.div`
  ${column('xs')}
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.status.posted.bg};
  color: ${({ theme }) => theme.status.posted.fg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const FAILED = 'Your decision was not saved. Please try again.';

/**
 * The decision: the choices the listing's state allows, the reason its employer reads, and a
 * confirmation before a removal. Checked here as the API checks it; a 409 (the listing moved on)
 * shows the API's words and reads the listing again; any other failure keeps what was typed.
 */
export function DecisionForm({
  listing,
  backTo,
}: {
  listing: ModerationListingResponse;
  backTo: string;
}) {
  const fitting = fittingDecisions(listing);
  const [picked, setPicked] = useState<ModerationDecision | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<DecisionErrors>({});
  const [confirming, setConfirming] = useState<ModerationDecisionRequest | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const decide = useDecideListing(listing.id);
  // A refresh (after a 409, or another moderator's decision) can take a choice away.
  const choice = picked !== null && fitting.includes(picked) ? picked : null;

  const send = (request: ModerationDecisionRequest) => {
    // The state it was decided on: the listing is read again once the decision is taken.
    const status = listing.status;
    setOutcome(null);
    decide.mutate(request, {
      onSuccess: () => {
        setOutcome(outcomeText(request.decision, status));
        setPicked(null);
        setReason('');
      },
      onSettled: () => setConfirming(null),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDecision(choice, reason);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    if (checked.request.decision === 'remove') setConfirming(checked.request);
    else send(checked.request);
  };

  const failure = decide.isError
    ? isStale(decide.error)
      ? getErrorDetail(decide.error, 'This listing changed meanwhile. It has been reloaded.')
      : FAILED
    : null;
  // Approving anything but a held listing only dismisses its reports, and mails nobody.
  const dismissing = choice === 'approve' && listing.status !== 'pending';
  const note = endedNote(listing.status);
  const confirmation = removalConfirmation(listing.status);

  return (
    <TitledSection id="review-decision" title="Decision">
      <div role="status">
        {outcome && (
          <Outcome>
            <p>{outcome}</p>
            <RemoteLink href={backTo}>Back to the queue</RemoteLink>
          </Outcome>
        )}
      </div>
      {fitting.length === 0 ? (
        <Muted>
          {listing.status === 'removed'
            ? 'This listing was taken down: there is nothing left to decide.'
            : 'Nothing is left to decide on this listing now.'}
        </Muted>
      ) : (
        <Form noValidate onSubmit={submit} aria-labelledby="review-decision">
          {note && <Muted>{note}</Muted>}
          <ChoiceList aria-describedby={errors.decision ? 'decision-choice-error' : undefined}>
            <legend>What should happen to it?</legend>
            {fitting.map((decision) => (
              <ChoiceCard key={decision} $tone={decision === 'remove' ? 'danger' : 'brand'}>
                <input
                  type="radio"
                  name="decision"
                  value={decision}
                  checked={choice === decision}
                  aria-labelledby={`decision-${decision}-label`}
                  aria-describedby={`decision-${decision}-help`}
                  aria-invalid={errors.decision ? true : undefined}
                  onChange={() => {
                    setPicked(decision);
                    setErrors((old) => ({ ...old, decision: undefined }));
                  }}
                />
                <OptionText>
                  <strong id={`decision-${decision}-label`}>
                    {decisionLabel(decision, listing.status)}
                  </strong>
                  <small id={`decision-${decision}-help`}>{decisionHelp(decision, listing)}</small>
                </OptionText>
              </ChoiceCard>
            ))}
            {errors.decision && (
              <ChoiceError id="decision-choice-error">{errors.decision}</ChoiceError>
            )}
          </ChoiceList>
          <TextArea
            id="decision-reason"
            label="Reason (the employer reads it)"
            hint={
              dismissing
                ? 'Kept with the decision. Dismissing reports sends the employer no mail.'
                : 'Say what was wrong, or what was checked, in words the employer understands.'
            }
            required
            rows={4}
            maxLength={TEXT_AREA_MAX_LENGTH}
            value={reason}
            error={errors.reason}
            onValueChange={(value) => {
              setReason(value);
              if (errors.reason) setErrors((old) => ({ ...old, reason: undefined }));
            }}
          />
          <Actions>
            <Button
              type="submit"
              variant={choice === 'remove' ? 'danger' : 'primary'}
              busy={decide.isPending && confirming === null}
            >
              {choice ? submitLabel(choice, listing.status) : 'Send decision'}
            </Button>
            {failure && <Failure role="alert">{failure}</Failure>}
          </Actions>
        </Form>
      )}
      <ConfirmDialog
        open={confirming !== null}
        tone="danger"
        title={confirmation.title}
        message={confirmation.message}
        confirmLabel={confirmation.confirm}
        busy={decide.isPending}
        onConfirm={() => {
          if (confirming) send(confirming);
        }}
        onCancel={() => setConfirming(null)}
      />
    </TitledSection>
  );
}

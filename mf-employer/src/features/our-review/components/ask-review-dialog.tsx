import { useState, type FormEvent } from 'react';
import { TEXT_AREA_MAX_LENGTH } from 'api-contract/common';
import { createReviewRequest } from 'api-contract/moderation';
import { ActionFailure, TextArea, getErrorDetail } from 'shared-kit';
import { FormDialog } from 'ui';
import { useRequestReview } from '../api/request-review';

const FORM_ID = 'ask-review-form';

/**
 * What the employer wants a moderator to know about a held listing (`listingId`) or their paused
 * posting (null). Checked with the schema the API validates with; the API's refusal is shown.
 */
export function AskReviewDialog({
  listingId,
  about,
  onClose,
  onSent,
}: {
  listingId: string | null;
  /** What the request is about, as the dialog's description says it. */
  about: string;
  onClose: () => void;
  onSent: () => void;
}) {
  const request = useRequestReview();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = createReviewRequest.safeParse({ listing_id: listingId, message });
    if (!checked.success) {
      setError('Tell our team what they should know.');
      return;
    }
    setError(undefined);
    request.mutate(checked.data, { onSuccess: onSent });
  };
  return (
    <FormDialog
      title="Ask for a review"
      description={`A person on our team will look at ${about} and answer by email, usually within a day.`}
      formId={FORM_ID}
      submitLabel="Send request"
      busy={request.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextArea
        label="What should our team know?"
        hint="For example why the listing asks what it does, or what has changed. Never include bank details."
        maxLength={TEXT_AREA_MAX_LENGTH}
        value={message}
        error={error}
        required
        onValueChange={setMessage}
      />
      {request.isError && (
        <ActionFailure>
          {getErrorDetail(request.error, 'Your request could not be sent. Please try again.')}
        </ActionFailure>
      )}
    </FormDialog>
  );
}

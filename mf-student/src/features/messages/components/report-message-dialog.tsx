import { useRef, useState, type FormEvent } from 'react';
import { TEXT_AREA_MAX_LENGTH } from 'api-contract/common';
import { ActionFailure, TextArea, getErrorDetail } from 'shared-kit';
import { FormDialog } from 'ui';
import { useReportMessage } from '../api/report-message';

const FORM_ID = 'report-message-form';

/** Reporting one of the employer's messages to our team: the reason is required. */
export function ReportMessageDialog({
  applicationId,
  messageId,
  onClose,
  onSent,
}: {
  applicationId: string;
  messageId: string;
  onClose: () => void;
  onSent: () => void;
}) {
  const report = useReportMessage(applicationId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed === '') {
      setError('Tell us what is wrong with this message.');
      reasonRef.current?.focus();
      return;
    }
    setError(null);
    report.mutate({ messageId, reason: trimmed }, { onSuccess: onSent });
  };

  return (
    <FormDialog
      title="Report this message"
      description="Our team reads every report. The employer is not told who reported it."
      formId={FORM_ID}
      submitLabel="Send report"
      busy={report.isPending}
      onSubmit={submit}
      onClose={onClose}
      initialFocusRef={reasonRef}
    >
      <TextArea
        ref={reasonRef}
        label="What is wrong with it?"
        hint="For example: it asks for money, or to talk on another app. Never include your bank details."
        required
        maxLength={TEXT_AREA_MAX_LENGTH}
        value={reason}
        error={error}
        onValueChange={(value) => {
          setReason(value);
          if (error && value.trim() !== '') setError(null);
        }}
      />
      {report.isError && (
        <ActionFailure>
          {getErrorDetail(report.error, 'Your report could not be sent. Please try again.')}
        </ActionFailure>
      )}
    </FormDialog>
  );
}

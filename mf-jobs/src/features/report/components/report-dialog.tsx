import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TEXT_AREA_MAX_LENGTH } from 'api-contract/common';
import {
  LISTING_REPORT_REASONS,
  type ListingReportReason,
  listingReportReasonLabels,
} from 'api-contract/moderation';
import { ActionFailure, ApiError, Select, TextArea, getErrorDetail } from 'shared-kit';
import { refusalText } from '../../../lib/error-text';
import { FormDialog } from 'ui';
import { useReportJob } from '../api/report-job';
import { checkReport, EMPTY_REPORT, type ReportDraft } from '../report-form';

const FORM_ID = 'report-listing-form';
const THANKS = 'Thanks. Our team will look at this listing.';

const reasonOptions = LISTING_REPORT_REASONS.map((reason) => ({
  value: reason,
  label: listingReportReasonLabels[reason],
}));

/** The report form, in a dialog: loaded when a student opens it. */
export function ReportDialog({
  jobId,
  onClose,
  onSent,
}: {
  jobId: string;
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  const report = useReportJob(jobId);
  const [draft, setDraft] = useState<ReportDraft>(EMPTY_REPORT);
  const [errors, setErrors] = useState<Partial<Record<keyof ReportDraft, string>>>({});
  const reasonRef = useRef<HTMLSelectElement>(null);
  useEffect(() => reasonRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkReport(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    report.mutate(checked.body, {
      onSuccess: () => onSent(THANKS),
      onError: (error) => {
        // Already reported: nothing more to do, and the student is told so.
        if (error instanceof ApiError && error.status === 409)
          onSent(getErrorDetail(error, THANKS));
      },
    });
  };
  const failed =
    report.isError && !(report.error instanceof ApiError && report.error.status === 409);
  return (
    <FormDialog
      title="Report this listing"
      description="Our team reviews every report. The employer is not told who reported it."
      formId={FORM_ID}
      submitLabel="Send report"
      busy={report.isPending}
      onSubmit={submit}
      onClose={onClose}
      initialFocusRef={reasonRef}
      gap="lg"
    >
      <Select
        ref={reasonRef}
        label="What is wrong?"
        placeholder="Choose a reason"
        options={reasonOptions}
        value={draft.reason}
        error={errors.reason}
        required
        onChange={(event) =>
          setDraft({ ...draft, reason: event.target.value as ListingReportReason | '' })
        }
      />
      <TextArea
        label="Tell us more"
        hint="Needed for “Something else”. Never include your bank details."
        optional={draft.reason !== 'other'}
        maxLength={TEXT_AREA_MAX_LENGTH}
        value={draft.details}
        error={errors.details}
        onValueChange={(details) => setDraft({ ...draft, details })}
      />
      {failed && (
        <ActionFailure>
          {refusalText(report.error, 'Your report could not be sent. Please try again.')}
        </ActionFailure>
      )}
    </FormDialog>
  );
}

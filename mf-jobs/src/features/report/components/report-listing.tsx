import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  LISTING_REPORT_REASONS,
  TEXT_AREA_MAX_LENGTH,
  listingReportReasonLabels,
  type ListingReportReason,
} from 'api-contract';
import {
  ApiError,
  Button,
  Dialog,
  Select,
  TextArea,
  getErrorDetail,
  paths,
  saveReturnUrl,
  useSession,
} from 'shared-kit';
import { navigateToUrl } from 'single-spa';
import styled from 'styled-components';
import { useReportJob } from '../api/report-job';
import { checkReport, EMPTY_REPORT, type ReportDraft } from '../report-form';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const FORM_ID = 'report-listing-form';
const THANKS = 'Thanks. Our team will look at this listing.';

const reasonOptions = LISTING_REPORT_REASONS.map((reason) => ({
  value: reason,
  label: listingReportReasonLabels[reason],
}));

/**
 * "Report this listing" under a job (issue 31): a student picks what is wrong and may say more; a
 * visitor is sent to log in and brought back. One open report per student: a second one is told
 * so. Employers and moderators see nothing.
 */
export function ReportListing({ jobId }: { jobId: string }) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  if (session && session.role !== 'student') return null;
  const start = () => {
    if (session) {
      setOpen(true);
      return;
    }
    saveReturnUrl(paths.jobApply(jobId));
    navigateToUrl(paths.login);
  };
  return (
    <Row>
      {sent ? (
        <span role="status">{sent}</span>
      ) : (
        <>
          <span>Something wrong with this listing?</span>
          <Button variant="ghost" size="sm" onClick={start}>
            Report this listing
          </Button>
        </>
      )}
      {open && (
        <ReportDialog
          jobId={jobId}
          onClose={() => setOpen(false)}
          onSent={(message) => {
            setOpen(false);
            setSent(message);
          }}
        />
      )}
    </Row>
  );
}

function ReportDialog({
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
  const close = () => {
    if (!report.isPending) onClose();
  };
  const failed =
    report.isError && !(report.error instanceof ApiError && report.error.status === 409);
  return (
    <Dialog
      open
      size="md"
      title="Report this listing"
      description="Our team reviews every report. The employer is not told who reported it."
      onClose={close}
      initialFocusRef={reasonRef}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={report.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} busy={report.isPending}>
            Send report
          </Button>
        </>
      }
    >
      <Form id={FORM_ID} onSubmit={submit} noValidate>
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
          <Failure role="alert">
            {getErrorDetail(report.error, 'Your report could not be sent. Please try again.')}
          </Failure>
        )}
      </Form>
    </Dialog>
  );
}

import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  LoadFailure,
  RemoteLink,
  Skeleton,
  SkeletonText,
  StatusBadge,
  logError,
  paths,
} from 'shared-kit';
import styled from 'styled-components';
import { HistoryList, PageColumn, PageLead, TitledSection, useDocumentTitle } from 'ui';
import { useAllApplications } from '../../features/application/api/get-all-applications';
import { AppliedListingSection } from '../../features/application/components/applied-listing-section';
import { InterviewPicker } from '../../features/application/components/interview-picker';
import { OfferAnswer } from '../../features/application/components/offer-answer';
import { nextStep, studentHistoryLine } from '../../lib/stage-words';
import { fortnightOverLimitIfAccepted } from '../../features/application/work-limit-check';
import { MessagesSection } from '../../features/messages/components/messages-section';
import { useProfile } from '../../features/profile/api/get-profile';

const Back = styled(RemoteLink)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.brand};
`;

const StatusLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * A student's application: the job, its stage with the next step in plain words, the interview
 * times to pick, the offer to answer (with the visa-hours warning when it applies), the job as it
 * read when they applied with their answers, the messages with the employer and the history.
 */
export function StudentApplicationPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const all = useAllApplications();
  const profile = useProfile();
  useDocumentTitle('Your application');

  useEffect(() => {
    if (all.isError) logError('Loading the application failed', all.error);
  }, [all.isError, all.error]);

  const application = all.data?.find((row) => row.id === id);
  const back = <Back href={paths.studentProfile}>← Back to your profile</Back>;

  if (all.isError) {
    return (
      <PageColumn $maxWidth="52rem">
        {back}
        <LoadFailure
          message="Your application could not be loaded."
          onRetry={() => void all.refetch()}
        />
      </PageColumn>
    );
  }
  if (!all.data) {
    return (
      <PageColumn $maxWidth="52rem">
        {back}
        <Skeleton height="2.5rem" width="60%" />
        <SkeletonText lines={2} />
        <Skeleton height="8rem" />
      </PageColumn>
    );
  }
  if (!application) {
    return (
      <PageColumn $maxWidth="52rem">
        {back}
        <h1>Application not found</h1>
        <PageLead>This application is not among yours. It may have been deleted.</PageLead>
      </PageColumn>
    );
  }

  const offer = application.offer;
  const overLimit =
    offer && application.status === 'offered' && profile.data?.student_visa_work_limit === true
      ? fortnightOverLimitIfAccepted(application.id, offer, all.data)
      : null;

  return (
    <PageColumn $maxWidth="52rem">
      {back}
      <h1>{application.job.title}</h1>
      <PageLead>
        {application.job.business_name}
        {application.job.id && (
          <>
            {' · '}
            <RemoteLink href={paths.jobApply(application.job.id)}>See the job</RemoteLink>
          </>
        )}
      </PageLead>
      <StatusLine>
        <StatusBadge status={application.status} />
        <span>{nextStep(application)}</span>
      </StatusLine>
      {application.status === 'interview' && application.interview && (
        <TitledSection id="application-interview" title="Interview">
          <InterviewPicker applicationId={application.id} interview={application.interview} />
        </TitledSection>
      )}
      {offer && (
        <TitledSection id="application-offer" title="Offer">
          <OfferAnswer application={application} overLimit={overLimit} />
        </TitledSection>
      )}
      <AppliedListingSection applicationId={application.id} jobId={application.job.id} />
      <MessagesSection
        applicationId={application.id}
        businessName={application.job.business_name}
      />
      {application.history && application.history.length > 0 && (
        <TitledSection id="application-history" title="History">
          <HistoryList
            items={application.history.map((event) => ({
              text: studentHistoryLine(event),
              at: event.at,
              note: event.note,
            }))}
          />
        </TitledSection>
      )}
    </PageColumn>
  );
}

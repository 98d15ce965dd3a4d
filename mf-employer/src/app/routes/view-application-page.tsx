import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { RemoteLink, Skeleton, SkeletonText, StatusBadge, logError, paths } from 'shared-kit';
import styled from 'styled-components';
import { PageColumn, PageLead, useDocumentTitle } from 'ui';
import { useApplication } from '../../features/review/api/get-application';
import { ApplicationDetails } from '../../features/review/components/application-details';
import { DecisionSection } from '../../features/review/components/decision-section';
import { HistorySection } from '../../features/review/components/history-section';
import { ResumeSection } from '../../features/review/components/resume-section';
import { InterviewSection, OfferSection } from '../../features/review/components/stage-section';
import { MessagesSection } from '../../features/messages/components/messages-section';
import { listingApplicationsHref } from '../../lib/listing-return';

const ReadOnly = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 3px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StatusLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Back = styled(RemoteLink)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.brand};
`;

/**
 * View application: everything the applicant sent, the resume, the status history, the interview
 * or offer under way, the messages with the applicant, and the moves open at its stage.
 */
export function ViewApplicationPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const application = useApplication(id);
  useDocumentTitle('Review application');

  useEffect(() => {
    if (application.isError) logError('Loading the application failed', application.error);
  }, [application.isError, application.error]);

  if (id === '' || application.isError) return <Navigate to={paths.employerProfile} replace />;
  const data = application.data;
  return (
    <PageColumn $maxWidth="52rem">
      <Back href={listingApplicationsHref(data?.job.id)}>← Back to applications</Back>
      {data ? (
        <>
          <h1>{data.job.title}</h1>
          <PageLead>
            Reviewing application from <strong>{data.applicant.name}</strong>
          </PageLead>
          {/* The decision shows here once made, as it does in the listings table. */}
          <StatusLine>
            Status: <StatusBadge status={data.status} />
          </StatusLine>
          {data.status === 'rejected' && (
            <ReadOnly>
              You rejected this application and the applicant was told. It stays here, read-only,
              for your records.
            </ReadOnly>
          )}
          <ApplicationDetails application={data} />
          <ResumeSection
            applicationId={data.id}
            fileName={data.resume_file_name}
            rejected={data.status === 'rejected'}
          />
          {data.history && (
            <HistorySection history={data.history} applicantName={data.applicant.name} />
          )}
          {data.status === 'interview' && data.interview && (
            <InterviewSection interview={data.interview} />
          )}
          {data.offer && <OfferSection offer={data.offer} />}
          <MessagesSection applicationId={data.id} applicantName={data.applicant.name} />
          <DecisionSection
            applicationId={data.id}
            listingId={data.job.id}
            name={data.applicant.name}
            status={data.status}
          />
        </>
      ) : (
        <>
          <Skeleton height="2.5rem" width="60%" />
          <SkeletonText lines={2} />
          <Skeleton height="1.5rem" width="8rem" />
          <Skeleton height="10rem" />
          <Skeleton height="8rem" />
          <Skeleton height="8rem" />
        </>
      )}
    </PageColumn>
  );
}

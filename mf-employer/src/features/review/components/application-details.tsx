import type { EmployerApplicationDetail } from 'api-contract/applications';
import { VerifiedBadge } from 'shared-kit';
import styled from 'styled-components';
import { Facts } from 'ui';
import { appliedVersionLine } from '../../../lib/version-words';
import { ReviewSection } from './review-section';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Answers = styled.dl`
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.md};
    white-space: pre-line;
  }
`;

const NOT_PROVIDED = 'Not Provided';

/** The applicant's information, qualifications, about, experience, answers, message and contact details. */
export function ApplicationDetails({ application }: { application: EmployerApplicationDetail }) {
  const { applicant } = application;
  const phone = applicant.phone?.trim() ? applicant.phone : NOT_PROVIDED;
  const versionLine = appliedVersionLine(
    application.listing_version,
    application.listing_current_version,
  );
  const changed =
    (application.listing_current_version ?? 0) > (application.listing_version ?? Infinity);
  return (
    <>
      <ReviewSection id="applicant-information" title="Applicant Information">
        <Facts>
          <dt>Name</dt>
          <dd>{applicant.name}</dd>
          {applicant.verification && (
            <>
              <dt>Student status</dt>
              <dd>
                <VerifiedBadge verification={applicant.verification} />
              </dd>
            </>
          )}
          <dt>Email</dt>
          <dd>{applicant.email}</dd>
          <dt>Phone</dt>
          <dd>{phone}</dd>
          <dt>Degree</dt>
          <dd>
            {[applicant.degree, applicant.university]
              .filter((part) => part.trim() !== '')
              .join(', ')}
          </dd>
        </Facts>
      </ReviewSection>
      <ReviewSection id="qualifications" title="Qualifications">
        {applicant.qualifications.length > 0 ? (
          <ul>
            {applicant.qualifications.map((q) => (
              <li key={q.label}>{q.label}</li>
            ))}
          </ul>
        ) : (
          <Muted>No standard qualifications selected.</Muted>
        )}
        {applicant.other_qualifications?.trim() && (
          <Facts>
            <dt>Other</dt>
            <dd>{applicant.other_qualifications}</dd>
          </Facts>
        )}
      </ReviewSection>
      <ReviewSection id="about-applicant" title="About the applicant">
        {applicant.about.trim() ? <p>{applicant.about}</p> : <Muted>{NOT_PROVIDED}</Muted>}
      </ReviewSection>
      <ReviewSection id="applicant-experience" title="Experience">
        {applicant.experience?.trim() ? (
          <p>{applicant.experience}</p>
        ) : (
          <Muted>{NOT_PROVIDED}</Muted>
        )}
      </ReviewSection>
      <ReviewSection id="application-questions" title="Application Questions">
        {versionLine && (
          <Muted>
            {versionLine}
            {changed && ': the questions below are as the applicant read them.'}
          </Muted>
        )}
        {application.answers.length > 0 ? (
          <Answers>
            {application.answers.map((a) => (
              <div key={a.question}>
                <dt>{a.question}</dt>
                <dd>{a.answer}</dd>
              </div>
            ))}
          </Answers>
        ) : (
          <Muted>No questions provided.</Muted>
        )}
      </ReviewSection>
      <ReviewSection id="wants-you-to-know" title={`${applicant.name} Wants You To Know`}>
        {application.anything_else_answer?.trim() ? (
          <p>{application.anything_else_answer}</p>
        ) : (
          <Muted>{NOT_PROVIDED}</Muted>
        )}
      </ReviewSection>
      <ReviewSection id="contact-info" title="Contact Info">
        <Facts>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${applicant.email}`}>{applicant.email}</a>
          </dd>
          <dt>Phone</dt>
          <dd>{phone === NOT_PROVIDED ? phone : <a href={`tel:${phone}`}>{phone}</a>}</dd>
        </Facts>
      </ReviewSection>
    </>
  );
}

import { useEffect } from 'react';
import { Card, Heading, LoadFailure, logError } from 'shared-kit';
import styled from 'styled-components';
import { useSavedResume } from '../api/get-saved-resume';
import { SavedResumeControls, SavedResumeControlsSkeleton } from './saved-resume-controls';

const Intro = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  max-width: 44rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Saved resume: one resume kept on the profile, picked for every application. Upload,
 * replace and delete it; a resume that could not be loaded says so with Retry.
 */
export function SavedResumeSection() {
  const query = useSavedResume();
  const failed = query.isError && !query.isFetching;
  useEffect(() => {
    if (query.isError) logError('Loading the saved resume failed', query.error);
  }, [query.isError, query.error]);
  return (
    <Card as="section" aria-labelledby="saved-resume-title">
      <Heading id="saved-resume-title">Saved resume</Heading>
      <Intro>
        Keep a resume here to apply for jobs without choosing a file each time. Employers get a copy
        with each application, so replacing it later never changes one you have sent. PDF, DOC or
        DOCX, up to 5 MB.
      </Intro>
      {query.isError ? (
        <LoadFailure
          message="Your saved resume could not be loaded."
          retrying={!failed}
          onRetry={() => void query.refetch()}
        />
      ) : query.isPending ? (
        <SavedResumeControlsSkeleton />
      ) : (
        <SavedResumeControls resume={query.data.resume} />
      )}
    </Card>
  );
}

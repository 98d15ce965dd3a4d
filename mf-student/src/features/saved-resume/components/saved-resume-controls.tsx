import { useState } from 'react';
import { resumeFileProblem, type SavedResume } from 'api-contract/applications';
import {
  ActionFailure,
  getErrorDetail,
  showToast,
  Skeleton,
  SkeletonLine,
  theme,
} from 'shared-kit';
import styled from 'styled-components';
import { wrappingRow } from 'ui';
import { useUploadSavedResume } from '../api/upload-saved-resume';
import { fileSize, uploadedOn } from '../resume-text';
import { ChooseFileButton } from './choose-file-button';
import { DeleteSavedResume } from './delete-saved-resume';

const Row = styled.div`
  ${wrappingRow('sm', 'md')}
`;

const File = styled.p`
  flex: 1 1 14rem;
  min-width: 0;
  margin: 0;
  overflow-wrap: anywhere;
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Failure = styled(ActionFailure)`
  margin-top: ${({ theme }) => theme.space.sm};
`;

const SAVE_FAILED = 'Your resume could not be saved. Please try again.';

/**
 * While loading: the row a student without a saved resume sees, its two lines (as tall as a saved
 * one's) and its button in their places, so it wraps on a phone exactly as the loaded row does.
 */
export function SavedResumeControlsSkeleton() {
  return (
    <Row aria-busy="true">
      <File as="div">
        <SkeletonLine width="10rem" />
        <SkeletonLine width="14rem" fontSize={theme.fontSizes.sm} />
      </File>
      <Skeleton width="9.5rem" height="2rem" />
    </Row>
  );
}

/** The saved resume's name, size and date with Replace and Delete, or Upload when there is none. */
export function SavedResumeControls({ resume }: { resume: SavedResume | null }) {
  const upload = useUploadSavedResume();
  // A file refused before anything was sent (type or size), in the words an upload would get.
  const [problem, setProblem] = useState<string | undefined>();

  const pick = (file: File) => {
    upload.reset();
    const refused = resumeFileProblem(file);
    setProblem(refused);
    if (refused) return;
    upload.mutate(file, {
      onSuccess: () => showToast(resume ? 'Your saved resume was replaced.' : 'Resume saved.'),
    });
  };
  const failure = problem ?? (upload.isError ? getErrorDetail(upload.error, SAVE_FAILED) : null);

  return (
    <>
      <Row>
        <File id="saved-resume-file">
          {resume ? (
            <>
              {resume.file_name}
              <small>
                {fileSize(resume.size_bytes)} · uploaded {uploadedOn(resume.uploaded_at)}
              </small>
            </>
          ) : (
            <>
              No saved resume yet.
              <small>Upload one and it is ready for every job you apply for.</small>
            </>
          )}
        </File>
        <Actions>
          <ChooseFileButton
            onPick={pick}
            busy={upload.isPending}
            variant={resume ? 'secondary' : 'primary'}
            describedBy="saved-resume-file"
          >
            {resume ? 'Replace' : 'Upload a resume'}
          </ChooseFileButton>
          {resume && <DeleteSavedResume fileName={resume.file_name} disabled={upload.isPending} />}
        </Actions>
      </Row>
      {failure && <Failure>{failure}</Failure>}
    </>
  );
}

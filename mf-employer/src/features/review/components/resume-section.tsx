import { Button } from 'shared-kit';
import styled from 'styled-components';
import { spreadRow } from 'ui';
import { useOpenResume } from '../api/open-resume';
import { ReviewSection } from './review-section';

const Note = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled.div`
  ${spreadRow('sm')}
`;

/**
 * Resumé: the file name and 'Open in new tab' (disabled while opening). A rejected application's
 * resume is no longer given out: the file name stays, with why.
 */
export function ResumeSection({
  applicationId,
  fileName,
  rejected = false,
}: {
  applicationId: string;
  fileName: string;
  rejected?: boolean;
}) {
  const open = useOpenResume(applicationId);
  return (
    <ReviewSection id="resume" title="Resumé">
      <Row>
        <span>{fileName}</span>
        {rejected ? (
          <Note>No longer available once rejected.</Note>
        ) : (
          <Button variant="secondary" busy={open.isPending} onClick={() => open.mutate()}>
            Open in new tab
          </Button>
        )}
      </Row>
    </ReviewSection>
  );
}

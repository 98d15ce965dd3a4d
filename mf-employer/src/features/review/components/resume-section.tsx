import { Button } from 'shared-kit';
import styled from 'styled-components';
import { useOpenResume } from '../api/open-resume';
import { ReviewSection } from './review-section';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Resumé: the file name and 'Open in new tab' (disabled while opening). */
export function ResumeSection({
  applicationId,
  fileName,
}: {
  applicationId: string;
  fileName: string;
}) {
  const open = useOpenResume(applicationId);
  return (
    <ReviewSection id="resume" title="Resumé">
      <Row>
        <span>{fileName}</span>
        <Button variant="secondary" busy={open.isPending} onClick={() => open.mutate()}>
          Open in new tab
        </Button>
      </Row>
    </ReviewSection>
  );
}

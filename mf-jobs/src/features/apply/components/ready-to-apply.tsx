import { Button, paths, saveReturnUrl } from 'shared-kit';
import { navigateToUrl } from 'single-spa';
import styled from 'styled-components';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brandSoft};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const Questions = styled.div`
  margin-bottom: ${({ theme }) => theme.space.sm};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ol {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

/**
 * For visitors: the employer's questions, so they know what applying asks, then log in
 * (or sign up) first and come back to this job.
 */
export function ReadyToApply({ jobId, questions }: { jobId: string; questions: string[] }) {
  return (
    <Box aria-labelledby="ready-title">
      <h2 id="ready-title">Ready to Apply?</h2>
      <p>Log in or create a free student profile to apply. We&apos;ll bring you back here.</p>
      {questions.length > 0 && (
        <Questions>
          <h3>The employer will ask you</h3>
          <ol>
            {questions.map((question, index) => (
              <li key={index}>{question}</li>
            ))}
          </ol>
        </Questions>
      )}
      <Button
        onClick={() => {
          saveReturnUrl(paths.jobApply(jobId));
          navigateToUrl(paths.login);
        }}
      >
        Get Started
      </Button>
    </Box>
  );
}

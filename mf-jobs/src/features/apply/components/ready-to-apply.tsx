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

/** For visitors: log in (or sign up) first, then come back to this job. */
export function ReadyToApply({ jobId }: { jobId: string }) {
  return (
    <Box aria-labelledby="ready-title">
      <h2 id="ready-title">Ready to Apply?</h2>
      <p>Log in or create a free student profile to apply. We&apos;ll bring you back here.</p>
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

import type { JobDetail } from 'api-contract/listings';
import { buttonStyles, type ButtonStyleProps } from 'shared-kit';
import styled from 'styled-components';
import { useSaveOnReturn } from '../hooks/use-save-on-return';
import { useSaveToggle } from '../hooks/use-save-toggle';
import { HeartIcon } from './heart-icon';
import { SaveConfirmation } from './save-confirmation';
import { SaveErrorText } from './save-error-text';

// A secondary button that turns brand-tinted once saved (doubled class: above the kit's hover).
const ToggleButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
  flex: none;
  svg {
    color: ${({ theme }) => theme.colors.brand};
  }
  &&[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.brandSoft};
    border-color: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.brandHover};
  }
`;

/**
 * The job page's save toggle, with its words ("Save job", then "Saved") and what a tap did, beside
 * it; none for employers. A job no longer open is not offered to save (one saved already can
 * still be removed). It also finishes a visitor's save after they logged in (`save=1`).
 */
export function JobSaveToggle({
  job,
}: {
  job: Pick<JobDetail, 'id' | 'title' | 'saved' | 'availability'>;
}) {
  const { shown, toggle, save, error, confirmation } = useSaveToggle(job, job.saved);
  const offered = job.availability === 'open' || job.saved;
  useSaveOnReturn(offered ? save : NOTHING);
  if (!shown || !offered) return null;
  return (
    <>
      <ToggleButton type="button" $variant="secondary" aria-pressed={job.saved} onClick={toggle}>
        <HeartIcon filled={job.saved} />
        {job.saved ? 'Saved' : 'Save job'}
      </ToggleButton>
      <SaveConfirmation text={confirmation} />
      <SaveErrorText error={error} />
    </>
  );
}

const NOTHING = () => {};

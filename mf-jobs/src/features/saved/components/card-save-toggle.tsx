import type { JobCard } from 'api-contract/listings';
import { focusRing } from 'shared-kit';
import styled from 'styled-components';
import { useSavedJobIds } from '../api/get-saved-job-ids';
import { useSaveToggle } from '../hooks/use-save-toggle';
import { HeartIcon } from './heart-icon';
import { SaveConfirmation } from './save-confirmation';
import { SaveErrorText } from './save-error-text';

// An icon button of a full fingertip (44px), in the card's corner; the heart fills once saved.
const IconButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  margin: -0.5rem -0.5rem 0 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};
  &:hover {
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brand};
  }
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.brand};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/**
 * A job card's save toggle: its state from the student's saved ids, and what a tap did under it;
 * none for employers.
 */
export function CardSaveToggle({ job }: { job: JobCard }) {
  const ids = useSavedJobIds();
  const saved = ids.data?.has(job.id) ?? false;
  const { shown, toggle, error, confirmation } = useSaveToggle(job, saved);
  if (!shown) return null;
  return (
    <>
      <IconButton
        type="button"
        aria-pressed={saved}
        aria-label={`Save ${job.title} at ${job.company}`}
        title={saved ? 'Saved' : 'Save job'}
        onClick={toggle}
      >
        <HeartIcon filled={saved} size={22} />
      </IconButton>
      <SaveConfirmation text={confirmation} />
      <SaveErrorText error={error} />
    </>
  );
}

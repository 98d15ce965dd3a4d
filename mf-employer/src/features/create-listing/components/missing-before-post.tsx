import styled from 'styled-components';
import { FIELD_IDS, type Blocker } from '../listing-form';

const Line = styled.p`
  margin: 0;
  flex: 1 1 16rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** Moves focus to a field of the form and brings it into view. */
function goTo(id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}

/**
 * Beside a disabled Post Job: what is still missing, each a link to its field, so nobody has to
 * hunt up a long form on a phone for the reason the button will not press.
 */
export function MissingBeforePost({
  id,
  blockers,
  verb = 'post',
}: {
  id: string;
  blockers: Blocker[];
  /** What the button does: "post", "save". */
  verb?: string;
}) {
  if (blockers.length === 0) return null;
  return (
    <Line id={id}>
      Still needed to {verb}:{' '}
      {blockers.map((blocker, index) => (
        <span key={blocker.field}>
          {index > 0 && (index === blockers.length - 1 ? ' and ' : ', ')}
          <a
            href={`#${FIELD_IDS[blocker.field]}`}
            onClick={(event) => {
              event.preventDefault();
              goTo(FIELD_IDS[blocker.field]);
            }}
          >
            {blocker.text}
          </a>
        </span>
      ))}
      .
    </Line>
  );
}

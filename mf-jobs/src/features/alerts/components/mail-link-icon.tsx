import styled from 'styled-components';
import { LineIcon } from 'ui';

/** The picture of a page behind a mail's link: a question, done, or a link we did not sign. */
export type MailLinkIconKind = 'ask' | 'done' | 'bad';

const tones = { ask: 'brand', done: 'success', bad: 'danger' } as const;

const Circle = styled.span<{ $tone: 'brand' | 'success' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  background: ${({ theme, $tone }) =>
    $tone === 'brand'
      ? theme.colors.brandSoft
      : $tone === 'success'
        ? theme.colors.successSoft
        : theme.colors.dangerSoft};
`;

const paths: Record<MailLinkIconKind, string> = {
  ask: 'M4 6h16v12H4zM4 7l8 6 8-6',
  done: 'M20 6 9 17l-5-5',
  bad: 'M12 8v5M12 16.5v.5M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
};

/** A mail for the question, a tick for done, a warning for a bad link. */
export function MailLinkIcon({ kind }: { kind: MailLinkIconKind }) {
  return (
    <Circle $tone={tones[kind]} aria-hidden="true">
      <LineIcon>
        <path d={paths[kind]} />
      </LineIcon>
    </Circle>
  );
}

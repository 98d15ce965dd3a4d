import type { ReactNode } from 'react';
import styled from 'styled-components';

const Mark = styled.mark`
  padding: 0 0.125rem;
  border-radius: 3px;
  background: ${({ theme }) => theme.colors.warningSoft};
  color: inherit;
  box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.accent};
`;

/**
 * `text` with every occurrence of the excerpts that tripped a scam signal marked (case aside, as
 * the signals match), so the moderator sees them in their context.
 */
export function HighlightedText({ text, excerpts }: { text: string; excerpts: readonly string[] }) {
  const needles = [...new Set(excerpts.map((e) => e.toLowerCase()).filter((e) => e !== ''))];
  const lower = text.toLowerCase();
  // A letter whose lower case is longer (İ) would shift every index after it: no marks then.
  if (needles.length === 0 || lower.length !== text.length) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  while (at < text.length) {
    let next = -1;
    let length = 0;
    for (const needle of needles) {
      const found = lower.indexOf(needle, at);
      if (
        found !== -1 &&
        (next === -1 || found < next || (found === next && needle.length > length))
      ) {
        next = found;
        length = needle.length;
      }
    }
    if (next === -1) break;
    if (next > at) parts.push(text.slice(at, next));
    parts.push(<Mark key={next}>{text.slice(next, next + length)}</Mark>);
    at = next + length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

import { Button, TextField, media } from 'shared-kit';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const WordsField = styled(TextField)`
  flex: 1;
`;

// Level with the input whether or not an error line shows under it: down by the label's height.
const SearchButton = styled(Button)`
  flex: none;
  min-height: 2.75rem;
  margin-top: calc(
    ${({ theme }) => theme.fontSizes.sm} * ${({ theme }) => theme.lineHeights.body} +
      ${({ theme }) => theme.space.xs}
  );
  ${media.mobile} {
    padding-inline: ${({ theme }) => theme.space.md};
  }
`;

function SearchIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

/** The keyword box's id: Clear search puts the focus back in it. */
export const SEARCH_WORDS_ID = 'search-words';

/**
 * The keyword box of Browse Jobs and its submit. The words match a listing's title, business,
 * preview and description, each as a prefix ("barist" finds Barista).
 */
export function SearchWordsField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (words: string) => void;
  error: string | null;
}) {
  return (
    <Row>
      <WordsField
        id={SEARCH_WORDS_ID}
        label="Search jobs"
        type="search"
        name="q"
        enterKeyHint="search"
        placeholder="Job title, business or keyword"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error ?? undefined}
      />
      <SearchButton type="submit">
        <SearchIcon />
        Search
      </SearchButton>
    </Row>
  );
}

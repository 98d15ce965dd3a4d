import { Button, TextField, media } from 'shared-kit';
import styled from 'styled-components';
import { LineIcon } from 'ui';

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
    width: 2.75rem;
    padding: 0;
  }
`;

// On a phone the button is its icon alone, so the box keeps room for the words; the name stays.
const ButtonText = styled.span`
  ${media.mobile} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

function SearchIcon() {
  return (
    <LineIcon size={18} strokeWidth="2.2">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </LineIcon>
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
        <ButtonText>Search</ButtonText>
      </SearchButton>
    </Row>
  );
}

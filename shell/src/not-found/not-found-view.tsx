import { useEffect, useState, type FormEvent } from 'react';
import { Button, Card, PageContainer, RemoteLink, TextField } from 'shared-kit';
import { navigateToUrl } from 'single-spa';
import styled from 'styled-components';
import { HOME_PATH, NOT_FOUND, SEARCH_PARAM, SEARCH_PATH } from './not-found-words';

const Panel = styled(Card)`
  max-width: 36rem;
  margin: ${({ theme }) => theme.space.xxl} auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  > :first-child {
    flex: 1 1 14rem;
  }
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/** The page at an address no screen has: says so, offers a job search, the job list and home. */
export function NotFoundView() {
  const [words, setWords] = useState('');
  useEffect(() => {
    const previous = document.title;
    document.title = `${NOT_FOUND.title} · Student Gigs`;
    return () => {
      document.title = previous;
    };
  }, []);
  const search = (event: FormEvent) => {
    event.preventDefault();
    const query = words.trim();
    navigateToUrl(
      query === ''
        ? SEARCH_PATH
        : `${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_PARAM]: query }).toString()}`,
    );
  };
  return (
    <PageContainer>
      <Panel as="section" aria-labelledby="not-found-title">
        <h1 id="not-found-title">{NOT_FOUND.title}</h1>
        <p>{NOT_FOUND.lead}</p>
        <Search role="search" action={SEARCH_PATH} method="get" onSubmit={search}>
          <TextField
            label={NOT_FOUND.searchLabel}
            name={SEARCH_PARAM}
            type="search"
            value={words}
            onChange={(event) => setWords(event.target.value)}
          />
          <Button type="submit">{NOT_FOUND.searchButton}</Button>
        </Search>
        <Links>
          <RemoteLink href={SEARCH_PATH}>{NOT_FOUND.browse}</RemoteLink>
          <RemoteLink href={HOME_PATH}>{NOT_FOUND.home}</RemoteLink>
        </Links>
      </Panel>
    </PageContainer>
  );
}

import { abnLookupUrl, type AbnRegisterAnswer, formatAbn } from 'api-contract/accounts';
import type { ModerationListingResponse } from 'api-contract/moderation';
import { VisuallyHidden, formatDate } from 'shared-kit';
import styled from 'styled-components';
import { Facts, TitledSection } from 'ui';
import { Muted } from './review-section';

const Warning = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
`;

const Match = styled.p<{ $matches: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $matches }) => ($matches ? theme.colors.success : theme.colors.warning)};
`;

const Names = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.md};
`;

const STATUS_TEXTS: Record<AbnRegisterAnswer['status'], string> = {
  active: 'Active',
  cancelled: 'Cancelled',
  not_found: 'Not found: the register knows no such ABN',
};

/**
 * The employer's ABN and what the Australian Business Register said about it: its status, the
 * entity and business names, and whether the business name is one of them. When the register has
 * not answered for this number, it says so: never a check that was not made.
 */
export function AbnSection({ listing }: { listing: ModerationListingResponse }) {
  // An API from before ABNs: nothing to say either way.
  if (listing.abn === undefined) return null;
  const { abn } = listing;
  const answer = listing.abn_register ?? null;
  const businessName = listing.employer.business_name;
  return (
    <TitledSection id="review-abn" title="ABN">
      {abn === null ? (
        <Muted>The employer gave no ABN.</Muted>
      ) : (
        <>
          <Facts>
            <dt>ABN</dt>
            <dd>
              <a href={abnLookupUrl(abn)} target="_blank" rel="noopener noreferrer">
                {formatAbn(abn)}
                <VisuallyHidden> on ABN Lookup (opens in a new tab)</VisuallyHidden>
              </a>
            </dd>
            {answer && (
              <>
                <dt>Register</dt>
                <dd>
                  {answer.status === 'active' ? (
                    STATUS_TEXTS.active
                  ) : (
                    <Warning>{STATUS_TEXTS[answer.status]}</Warning>
                  )}
                </dd>
                <dt>Checked</dt>
                <dd>{formatDate(answer.looked_up_at)}</dd>
                {answer.status !== 'not_found' && (
                  <>
                    <dt>Entity name</dt>
                    <dd>{answer.entity_name ?? '—'}</dd>
                    <dt>Business names</dt>
                    <dd>
                      {answer.business_names.length === 0 ? (
                        'None registered'
                      ) : (
                        <Names>
                          {answer.business_names.map((name) => (
                            <li key={name}>{name}</li>
                          ))}
                        </Names>
                      )}
                    </dd>
                  </>
                )}
              </>
            )}
          </Facts>
          {!answer && <Muted>Not checked with the Australian Business Register</Muted>}
          {answer && answer.status !== 'not_found' && (
            <Match $matches={answer.name_matches}>
              {answer.name_matches
                ? `“${businessName}” matches the register’s names.`
                : `“${businessName}” is neither the entity name nor one of its business names.`}
            </Match>
          )}
        </>
      )}
    </TitledSection>
  );
}

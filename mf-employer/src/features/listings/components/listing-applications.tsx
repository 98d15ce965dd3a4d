import { LoadFailure, SkeletonText, StatusBadge, VerifiedBadge, media, paths } from 'shared-kit';
import styled from 'styled-components';
import { ButtonLink, NewMessagesLink, wrappingRow } from 'ui';
import { useListingApplications } from '../api/get-listing-applications';
import { appliedVersionLine } from '../../../lib/version-words';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th {
    text-align: left;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.textMuted};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  }
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  ${media.mobile} {
    thead {
      display: none;
    }
    tr,
    td {
      display: block;
      border: 0;
      padding: 0.125rem 0;
    }
    tr {
      padding: ${({ theme }) => theme.space.sm} 0;
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    }
  }
`;

const Applicant = styled.td`
  strong {
    display: block;
  }
`;

const VersionLine = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const RowBadge = styled(VerifiedBadge)`
  margin-top: 0.25rem;
`;

const NotViewable = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * An application the employer can open: not withdrawn. A rejected one opens read-only, marked
 * rejected (SPEC section 4 hides it too: ADR 0019).
 */
const viewable = (status: string) => status !== 'withdrawn';

const StatusCell = styled.div`
  ${wrappingRow('xs', 'sm')}
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A listing's applications, shown when its row is expanded, each with the version of the listing
 * it was made under (`version`: the listing's now).
 */
export function ListingApplications({
  listingId,
  title,
  version,
}: {
  listingId: string;
  title: string;
  version?: number;
}) {
  const applications = useListingApplications(listingId);
  if (applications.isPending || (applications.isError && applications.isFetching))
    return <SkeletonText lines={2} />;
  if (applications.isError)
    return (
      <LoadFailure
        message="The applications could not be loaded."
        onRetry={() => void applications.refetch()}
      />
    );
  const rows = applications.data?.applications ?? [];
  if (rows.length === 0) return <Empty>No applications yet.</Empty>;
  return (
    <Table aria-label={`Applications for ${title}`}>
      <thead>
        <tr>
          <th scope="col">Applicant</th>
          <th scope="col">Degree &amp; University</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((a) => (
          <tr key={a.id}>
            <Applicant>
              <strong>{a.applicant_name}</strong>
              {a.verification && <RowBadge verification={a.verification} />}
              {a.listing_version !== undefined && (
                <VersionLine>{appliedVersionLine(a.listing_version, version)}</VersionLine>
              )}
            </Applicant>
            <td>{[a.degree, a.university].filter((part) => part.trim() !== '').join(', ')}</td>
            <td>
              <StatusCell>
                <StatusBadge status={a.status} />
                {viewable(a.status) && (
                  <NewMessagesLink
                    count={a.unread_messages}
                    href={paths.viewApplication(a.id)}
                    about={a.applicant_name}
                  />
                )}
              </StatusCell>
            </td>
            <td>
              {viewable(a.status) ? (
                <ButtonLink href={paths.viewApplication(a.id)} $variant="secondary" $size="sm">
                  {a.status === 'rejected' ? 'View (read-only)' : 'View Application'}
                </ButtonLink>
              ) : (
                <NotViewable>Not viewable</NotViewable>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

import { useEffect } from 'react';
import { loadFailureText } from '../../../lib/failure-words';
import { REVIEW_REQUESTS_MAX } from 'api-contract/moderation';
import { ErrorState, SkeletonLine, VisuallyHidden, logError, theme } from 'shared-kit';
import { count } from '../../../lib/words';
import { Empty, Items, Summary } from './list-parts';
import { useReviewRequests } from '../api/get-review-requests';
import { useSettledRequests } from '../use-settled-requests';
import { RequestCard, RequestCardPlaceholder } from './request-card';

const NONE = 'No employer is waiting for an answer.';
const PLACEHOLDERS = 2;

/** Employers' open requests, oldest first; their loading shape, empty text, or failure with Retry. */
export function RequestsList() {
  const list = useReviewRequests();
  const { shown, outcomeOf, settle } = useSettledRequests(list.data?.requests ?? []);

  useEffect(() => {
    if (list.isError) logError('Loading the review requests failed', list.error);
  }, [list.isError, list.error]);

  // A retry after a failure shows the loading shape again, not the old error.
  if (list.isPending || (list.isError && list.isFetching)) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">Loading the requests…</VisuallyHidden>
        <Summary as="div" aria-hidden="true">
          <SkeletonLine fontSize={theme.fontSizes.sm} width="9rem" />
        </Summary>
        <Items>
          {Array.from({ length: PLACEHOLDERS }, (_, index) => (
            <li key={index}>
              <RequestCardPlaceholder />
            </li>
          ))}
        </Items>
      </div>
    );
  }
  if (list.isError) {
    return (
      <ErrorState
        title="The requests could not be loaded"
        message={loadFailureText(list.error, 'Nothing was lost: the requests are still waiting.')}
        onAction={() => void list.refetch()}
      />
    );
  }
  const open = list.data.requests.length;
  if (shown.length === 0) {
    return (
      <Empty>
        <p>{NONE}</p>
      </Empty>
    );
  }
  return (
    <>
      {/* Once the last is settled its card stays, under the words an empty tab says. */}
      <Summary>
        {open === 0 ? NONE : `${count(open, 'request')} waiting, oldest first`}
        {open >= REVIEW_REQUESTS_MAX ? ` (the oldest ${REVIEW_REQUESTS_MAX} are shown)` : ''}
      </Summary>
      <Items>
        {shown.map((item) => (
          <li key={item.id}>
            <RequestCard
              item={item}
              outcome={outcomeOf(item.id)}
              onSettled={(outcome) => settle(item, outcome)}
            />
          </li>
        ))}
      </Items>
    </>
  );
}

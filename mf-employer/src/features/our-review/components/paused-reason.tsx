import {
  removalReasonTexts,
  type RemovalKind,
  type ReviewStatusResponse,
} from 'api-contract/moderation';

/** The heading every paused employer reads, on the profile and on the listing form. */
export const PAUSED_TITLE = 'Posting is paused while our team reviews your account';

const why = (kind: RemovalKind) => {
  const text = removalReasonTexts[kind];
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/**
 * Why posting is paused, in kind (never the words that tripped a check), and what the employer can
 * still do. An API that does not say the reason gets the general words.
 */
export function PausedReason({ posting }: { posting: ReviewStatusResponse['posting'] }) {
  const reason = posting.reason ?? null;
  return (
    <>
      <p>
        {reason ? (
          <>
            Our team removed your listing ‘{reason.listing_title}’. Why: {why(reason.kind)}.
          </>
        ) : (
          'Our team removed one of your listings.'
        )}
      </p>
      <p>
        New listings cannot be posted until a moderator has reviewed your account. Your listings and
        applicants stay as they are, and you can ask for a review to tell our team what they should
        know.
      </p>
    </>
  );
}

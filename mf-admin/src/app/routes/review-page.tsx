import { useDocumentTitle } from 'ui';
import { ReviewScreen } from '../../features/review/components/review-screen';

/** /moderation/listing?id=…: one listing reviewed, and the decision on it. */
export function ReviewPage() {
  useDocumentTitle('Review listing');
  return <ReviewScreen />;
}

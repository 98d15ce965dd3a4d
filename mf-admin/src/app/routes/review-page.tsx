import { ReviewScreen } from '../../features/review/components/review-screen';
import { useDocumentTitle } from './use-document-title';

/** /moderation/listing?id=…: one listing reviewed, and the decision on it. */
export function ReviewPage() {
  useDocumentTitle('Review listing');
  return <ReviewScreen />;
}

import { PageContainer } from 'shared-kit';
import { useDocumentTitle } from './use-document-title';

/** /moderation/listing?id=…: one listing reviewed, and the decision on it. */
export function ReviewPage() {
  useDocumentTitle('Review listing');
  return (
    <PageContainer>
      <h1>Review listing</h1>
    </PageContainer>
  );
}

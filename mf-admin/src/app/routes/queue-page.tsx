import { PageContainer } from 'shared-kit';
import { useDocumentTitle } from './use-document-title';

/** /moderation: the queues of held and reported listings. */
export function QueuePage() {
  useDocumentTitle('Moderation');
  return (
    <PageContainer>
      <h1>Moderation</h1>
    </PageContainer>
  );
}

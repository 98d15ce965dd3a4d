import { QueueScreen } from '../../features/queue/components/queue-screen';
import { useDocumentTitle } from './use-document-title';

/** /moderation: the queues of held and reported listings. */
export function QueuePage() {
  useDocumentTitle('Moderation');
  return <QueueScreen />;
}

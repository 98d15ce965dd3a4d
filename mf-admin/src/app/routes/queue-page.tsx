import { useDocumentTitle } from 'ui';
import { QueueScreen } from '../../features/queue/components/queue-screen';

/** /moderation: the queues of held and reported listings. */
export function QueuePage() {
  useDocumentTitle('Moderation');
  return <QueueScreen />;
}

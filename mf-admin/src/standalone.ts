// Serves this remote on its own page (development, and measuring the cost of runtime composition).
// The lifecycles are imported the way the shell loads them, dynamically: a static import here would
// make the exposed module a separate chunk of its own, one more request on every composed page.
import { mountStandalone } from 'shared-kit';

void import('./lifecycles').then((lifecycles) => mountStandalone(lifecycles));

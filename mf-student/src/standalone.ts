// Serves this remote on its own page (development, and measuring the cost of runtime composition).
import { mountStandalone } from 'shared-kit';
import * as lifecycles from './lifecycles';

void mountStandalone(lifecycles);

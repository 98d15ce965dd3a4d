import { useDocumentTitle } from 'ui';
import { LegalPage } from '../../features/legal/components/legal-page';
import { lastUpdated } from '../../features/legal/content/legal-details';
import { termsIntro, termsSections } from '../../features/legal/content/terms-sections';

/** /terms: the Terms of Service (SPEC section 2, Legal pages). */
export function TermsPage() {
  useDocumentTitle('Terms of Service');
  return (
    <LegalPage
      title="Terms of Service"
      lastUpdated={lastUpdated.terms}
      intro={termsIntro}
      sections={termsSections}
    />
  );
}

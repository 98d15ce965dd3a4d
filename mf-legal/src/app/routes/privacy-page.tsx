import { LegalPage } from '../../features/legal/components/legal-page';
import { legalDetails } from '../../features/legal/content/legal-details';
import { privacyIntro, privacySections } from '../../features/legal/content/privacy-sections';
import { useDocumentTitle } from './use-document-title';

/** /privacy: the Privacy Policy (SPEC section 2, Legal pages). */
export function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <LegalPage
      title="Privacy Policy"
      lastUpdated={legalDetails.lastUpdated}
      intro={privacyIntro}
      sections={privacySections}
    />
  );
}

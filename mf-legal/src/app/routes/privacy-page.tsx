import { useDocumentTitle } from 'ui';
import { LegalPage } from '../../features/legal/components/legal-page';
import { lastUpdated } from '../../features/legal/content/legal-details';
import { privacyIntro, privacySections } from '../../features/legal/content/privacy-sections';

/** /privacy: the Privacy Policy (SPEC section 2, Legal pages). */
export function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <LegalPage
      title="Privacy Policy"
      lastUpdated={lastUpdated.privacy}
      intro={privacyIntro}
      sections={privacySections}
    />
  );
}

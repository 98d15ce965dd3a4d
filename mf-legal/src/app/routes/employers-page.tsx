import { useDocumentTitle } from 'ui';
import { EmployersClosing } from '../../features/employers/components/employers-closing';
import { EmployersHero } from '../../features/employers/components/employers-hero';
import { HiringSteps } from '../../features/employers/components/hiring-steps';
import { TrustSection } from '../../features/employers/components/trust-section';

/**
 * /employers: what the site does for a business, what it costs and how it keeps listings honest,
 * with sign-up as an employer (or, signed in, a new listing) as its call to action.
 */
export function EmployersPage() {
  useDocumentTitle('For employers');
  return (
    <>
      <EmployersHero />
      <HiringSteps />
      <TrustSection />
      <EmployersClosing />
    </>
  );
}

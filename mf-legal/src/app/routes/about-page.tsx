import { useDocumentTitle } from 'ui';
import { AudienceSection } from '../../features/home/components/audience-section';
import { ClosingCta } from '../../features/home/components/closing-cta';
import { FeatureCards } from '../../features/home/components/feature-cards';
import { HeroSection } from '../../features/home/components/hero-section';

/** /about: the Home screen (SPEC section 2, Home). */
export function AboutPage() {
  useDocumentTitle('About');
  return (
    <>
      <HeroSection />
      <AudienceSection />
      <FeatureCards />
      <ClosingCta />
    </>
  );
}

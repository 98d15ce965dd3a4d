// The scam signals of an employer's business profile (its name and description), as reasons to
// hold their listings: a profile that asks for money or moves contact off the site makes every
// listing of theirs suspect, not only the one whose words tripped a signal. Codes are the
// signal's prefixed `business_`, so they stand apart from the listing's own signals of the same
// kind; the employer is told it is their business profile's text (kind business_text).
import type { HoldReason } from 'api-contract';
import { scamSignals } from './scam-signals';

export interface BusinessProfileText {
  businessName: string;
  description: string;
}

export function businessTextReasons(profile: BusinessProfileText): HoldReason[] {
  return scamSignals([profile.businessName, profile.description]).map((signal) => ({
    code: `business_${signal.code}`,
    kind: 'business_text',
    label: `Business profile: ${signal.label}`,
    excerpt: signal.excerpt,
  }));
}

import { CtaLink, CtaRow, type Tone } from '../../../components/cta-link';
import { homePaths } from '../paths';

type CtaLinksProps = { tone?: Tone; centred?: boolean };

/** The page's two calls to action, Find a Job and Post a Job, shown in the hero and again at the end. */
export function CtaLinks({ tone = 'light', centred = false }: CtaLinksProps) {
  return (
    <CtaRow $centred={centred}>
      <CtaLink href={homePaths.findJob} $tone={tone} $variant="primary">
        Find a Job
      </CtaLink>
      <CtaLink href={homePaths.postJob} $tone={tone} $variant="secondary">
        Post a Job
      </CtaLink>
    </CtaRow>
  );
}

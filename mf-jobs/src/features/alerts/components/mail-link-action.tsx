import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError, Button, getErrorDetail, isClientError } from 'shared-kit';
import { useAlertLinkDescription } from '../api/describe-alert-link';
import { refusalText } from '../../../lib/error-text';
import { MailLinkPanel } from './mail-link-panel';

/** What a mail-link page says: asking, each outcome, and a link that is not valid. */
export interface MailLinkCopy<Outcome extends string> {
  titles: Record<'ask' | 'bad' | Outcome, string>;
  texts: Record<'ask' | Outcome, string>;
  /** Shown when the API gives no detail for a refused link. */
  badLink: string;
  /** The one button's label. */
  button: string;
  /** What the page says at once when the link's alert no longer exists; else a bad link. */
  gone?: Outcome;
}

/**
 * The page behind a link of an alert mail (turn the alert on, unsubscribe): one button that posts
 * the token. Nothing happens until it is pressed: opening the page (as mail scanners do) changes
 * nothing. The outcome takes the heading's place and focus; a refused token reads as a bad link,
 * any other failure keeps the button with a message.
 */
export function MailLinkAction<Outcome extends string>({
  token,
  result,
  copy,
  links,
}: {
  token: string | null;
  result: UseMutationResult<{ status: Outcome }, unknown, string>;
  copy: MailLinkCopy<Outcome>;
  links: ReactNode;
}) {
  // The alert is named as soon as it is known; a link the API refuses is said to be bad at once.
  const described = useAlertLinkDescription(token);
  const refused = described.error instanceof ApiError ? described.error : null;
  let phase: 'ask' | 'bad' | Outcome = 'ask';
  let badError: unknown = result.error;
  if (!token) phase = 'bad';
  else if (result.isSuccess) phase = result.data.status;
  else if (result.isError && isClientError(result.error)) phase = 'bad';
  else if (refused?.status === 404 && copy.gone) phase = copy.gone;
  else if (refused && isClientError(refused)) {
    phase = 'bad';
    badError = refused;
  }
  const asking = phase === 'ask' && token !== null;
  return (
    <MailLinkPanel
      icon={phase === 'ask' ? 'ask' : phase === 'bad' ? 'bad' : 'done'}
      title={copy.titles[phase]}
      subject={phase === 'bad' ? undefined : described.data?.description}
      text={phase === 'bad' ? getErrorDetail(badError, copy.badLink) : copy.texts[phase]}
      answered={phase !== 'ask' && token !== null && (result.isSuccess || result.isError)}
      failure={
        asking && result.isError
          ? refusalText(result.error, 'Something went wrong. Please try again.')
          : null
      }
      action={
        asking && (
          <Button busy={result.isPending} onClick={() => result.mutate(token)}>
            {copy.button}
          </Button>
        )
      }
      links={links}
    />
  );
}

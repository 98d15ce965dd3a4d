import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button, getErrorDetail, isClientError } from 'shared-kit';
import { MailLinkPanel } from './mail-link-panel';

/** What a mail-link page says: asking, each outcome, and a link that is not valid. */
export interface MailLinkCopy<Outcome extends string> {
  titles: Record<'ask' | 'bad' | Outcome, string>;
  texts: Record<'ask' | Outcome, string>;
  /** Shown when the API gives no detail for a refused link. */
  badLink: string;
  /** The one button's label. */
  button: string;
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
  let phase: 'ask' | 'bad' | Outcome = 'ask';
  if (!token) phase = 'bad';
  else if (result.isSuccess) phase = result.data.status;
  else if (result.isError && isClientError(result.error)) phase = 'bad';
  const asking = phase === 'ask' && token !== null;
  return (
    <MailLinkPanel
      icon={phase === 'ask' ? 'ask' : phase === 'bad' ? 'bad' : 'done'}
      title={copy.titles[phase]}
      text={phase === 'bad' ? getErrorDetail(result.error, copy.badLink) : copy.texts[phase]}
      answered={phase !== 'ask' && token !== null}
      failure={
        asking && result.isError
          ? getErrorDetail(result.error, 'Something went wrong. Please try again.')
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

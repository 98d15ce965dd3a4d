import { RemoteLink } from 'shared-kit';
import styled from 'styled-components';
import { LineIcon } from './line-icon';

const Link = styled(RemoteLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  min-height: 2rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.brand};
  white-space: nowrap;
`;

/** "1 new message", "2 new messages". */
export const newMessagesText = (count: number) => `${count} new message${count === 1 ? '' : 's'}`;

/**
 * An application's messages not read yet, linking to its page where the thread is: "2 new
 * messages", named with what it is about ("2 new messages: Weekend Barista") since a list holds
 * several. Nothing at 0, or from an API that does not count them.
 */
export function NewMessagesLink({
  count,
  href,
  about,
}: {
  count: number | undefined;
  href: string;
  about: string;
}) {
  if (!count) return null;
  const text = newMessagesText(count);
  return (
    <Link href={href} aria-label={`${text}: ${about}`}>
      <LineIcon size={16}>
        <path d="M4 5h16v11H8l-4 4z" />
      </LineIcon>
      {text}
    </Link>
  );
}

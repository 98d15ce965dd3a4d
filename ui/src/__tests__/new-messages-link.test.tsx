import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewMessagesLink } from '../new-messages-link';
import { renderThemed } from './render-themed';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

afterEach(cleanup);

describe('NewMessagesLink', () => {
  it('says how many messages are new and links to the application, named by what it is about', () => {
    renderThemed(
      <NewMessagesLink count={2} href="/profile/student/application?id=1" about="Barista" />,
    );
    const link = screen.getByRole('link', { name: '2 new messages: Barista' });
    expect(link.textContent).toBe('2 new messages');
    expect(link.getAttribute('href')).toBe('/profile/student/application?id=1');
  });

  it('says one message in the singular', () => {
    renderThemed(<NewMessagesLink count={1} href="/x" about="Barista" />);
    expect(screen.getByRole('link').textContent).toBe('1 new message');
  });

  it('shows nothing at 0 or when the API does not count them', () => {
    renderThemed(
      <>
        <NewMessagesLink count={0} href="/x" about="Barista" />
        <NewMessagesLink count={undefined} href="/x" about="Barista" />
      </>,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});

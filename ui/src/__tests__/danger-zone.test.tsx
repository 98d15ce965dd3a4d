import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { theme } from 'shared-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountHeader } from '../account-header';
import { DangerZone } from '../danger-zone';
import { renderThemed } from './render-themed';

const MESSAGE = 'This action cannot be undone. All your applications and data will be removed.';

afterEach(cleanup);

function zone(onDelete: () => Promise<boolean>) {
  renderThemed(
    <DangerZone deleteMessage={MESSAGE} onDelete={onDelete}>
      <p>Deleting your account removes it at once.</p>
    </DangerZone>,
  );
  return screen.getByRole('region', { name: 'Danger zone' });
}

describe('DangerZone', () => {
  it('says what deleting removes beside an outlined Delete Account, and asks in SPEC’s words', async () => {
    const onDelete = vi.fn(() => Promise.resolve(true));
    const region = zone(onDelete);
    expect(within(region).getByText('Deleting your account removes it at once.')).toBeTruthy();
    const button = within(region).getByRole('button', { name: 'Delete Account' });
    // Outlined: the page's surface behind the danger colour, not a solid red block.
    const style = getComputedStyle(button);
    expect(style.backgroundColor).toBe(theme.colors.surface);
    expect(style.color).toBe(theme.colors.danger);
    expect(style.borderColor).toBe(theme.colors.danger);

    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Delete account?' });
    expect(within(dialog).getByText(MESSAGE)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
  });

  it('closes the dialog and leaves the page as it was when deleting fails', async () => {
    const region = zone(() => Promise.resolve(false));
    fireEvent.click(within(region).getByRole('button', { name: 'Delete Account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(region).getByRole('button', { name: 'Delete Account' })).toBeTruthy();
  });
});

describe('AccountHeader', () => {
  it('offers log out behind its dialog, and no Delete Account', () => {
    renderThemed(
      <AccountHeader
        name="Ada Student"
        email="ada@uni.edu.au"
        logoutLabel="Log Out"
        logoutMessage="You will be signed out of your student account."
        onLogOut={() => Promise.resolve()}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Student' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Account' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    const dialog = screen.getByRole('dialog', { name: 'Log out?' });
    expect(
      within(dialog).getByText('You will be signed out of your student account.'),
    ).toBeTruthy();
  });
});

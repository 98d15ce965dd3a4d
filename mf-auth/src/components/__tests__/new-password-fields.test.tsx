import { cleanup, fireEvent, screen } from '@testing-library/react';
import { validationMessages } from 'api-contract/common';
import { renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { NewPasswordFields, useNewPasswordForm } from '../new-password-fields';

function Fields() {
  const form = useNewPasswordForm();
  return <NewPasswordFields form={form} label="Password" confirmLabel="Confirm password" />;
}

const password = () => screen.getByRole('textbox', { name: 'Password' });
const confirm = () => screen.getByLabelText(/^Confirm password/);
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

afterEach(cleanup);

describe('A new password and its confirmation', () => {
  it('says they do not match as soon as the confirmation is as long as the password', () => {
    renderScreen(<Fields />, '/auth/password');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show passwords' }));
    type(password(), 'a long passphrase');
    type(confirm(), 'a long');
    expect(screen.queryByText(validationMessages.passwordsMismatch)).toBeNull();
    type(confirm(), 'a long passphrasf');
    expect(screen.getByText(validationMessages.passwordsMismatch)).toBeTruthy();
    type(confirm(), 'a long passphrase');
    expect(screen.queryByText(validationMessages.passwordsMismatch)).toBeNull();
  });

  it('says so once the confirmation is left, however short', () => {
    renderScreen(<Fields />, '/auth/password');
    type(screen.getByLabelText(/^Password/), 'a long passphrase');
    type(confirm(), 'a');
    expect(screen.queryByText(validationMessages.passwordsMismatch)).toBeNull();
    fireEvent.blur(confirm());
    expect(screen.getByText(validationMessages.passwordsMismatch)).toBeTruthy();
  });

  it('shows both passwords while Show passwords is ticked', () => {
    renderScreen(<Fields />, '/auth/password');
    expect(screen.getByLabelText(/^Password/)).toHaveProperty('type', 'password');
    expect(confirm()).toHaveProperty('type', 'password');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show passwords' }));
    expect(screen.getByLabelText(/^Password/)).toHaveProperty('type', 'text');
    expect(confirm()).toHaveProperty('type', 'text');
  });
});

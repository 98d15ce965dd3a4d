import { PASSWORD_MIN_LENGTH, validationMessages } from 'api-contract/common';

/** The messages of SPEC section 5 for a new password and its confirmation (undefined when fine). */
export function newPasswordErrors(
  password: string,
  confirm: string,
): { password?: string; confirm?: string } {
  return {
    password: password.length < PASSWORD_MIN_LENGTH ? validationMessages.passwordMin : undefined,
    confirm: confirm !== password ? validationMessages.passwordsMismatch : undefined,
  };
}

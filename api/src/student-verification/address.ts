// Whether an address can verify a student, and if not, the message that says why.
import { HttpError } from '../lib/http-error';
import { lookUpDomain, studentDomainUnder, type Institution } from './institutions';
import { verificationMessages } from './messages';

/**
 * The mailbox an address reaches: lowercased, and without a `+tag` (Microsoft 365 and Google
 * Workspace deliver z123+a@ and z123+b@ to z123@, which would let one mailbox verify many
 * accounts).
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${address.slice(at)}`;
}

/**
 * The institution a student address belongs to, with the mailbox it reaches (the address the code
 * goes to and the verification keeps); a 400 that says which addresses count if none.
 */
export function institutionOfAddress(email: string): { email: string; institution: Institution } {
  const address = mailboxOf(email);
  const domain = address.slice(address.lastIndexOf('@') + 1);
  const { institution, refused } = lookUpDomain(domain);
  if (institution) return { email: address, institution };
  switch (refused?.reason) {
    case 'alumni':
      throw new HttpError(400, verificationMessages.alumni);
    case 'staff':
      throw new HttpError(400, verificationMessages.staff(studentDomainUnder(refused.domain)));
    case 'abused':
      throw new HttpError(400, verificationMessages.abused);
    case 'not-a-student-institution':
    case undefined:
      throw new HttpError(400, verificationMessages.notStudentAddress);
  }
}

// Whether an address can verify a student, and if not, the message that says why.
import { HttpError } from '../../plugins/http/http-error';
import { mailboxOf } from '../../plugins/rate-limit/mailbox';
import { lookUpDomain, studentDomainUnder, type Institution } from './institutions';
import { verificationMessages } from './messages';

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

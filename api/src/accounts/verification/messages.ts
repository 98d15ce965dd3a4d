// Every `detail` the verification calls answer with; the profile shows them as they are.
export const verificationMessages = {
  /** Which addresses count, for any address that is not one of them. */
  notStudentAddress:
    "That address can't verify your student status. Use the email address your Australian university or TAFE gave you as a student, such as name@ad.unsw.edu.au, name@uni.sydney.edu.au or name@studytafensw.edu.au. Personal addresses and those of schools or other training providers don't count.",
  alumni:
    "Alumni addresses can't verify your student status. Use the email address your university or TAFE gives current students.",
  staff: (studentDomain: string | undefined) =>
    studentDomain
      ? `That looks like a staff address. Use your student address, the one ending in @${studentDomain}.`
      : 'That looks like a staff address. Use the email address your university or TAFE gave you as a student.',
  abused:
    "We can't verify addresses at that university right now: its domain has been misused to claim student status. Email us at hello@studentgigs.com.au and we'll help.",
  addressTaken:
    'This address already verifies another student account. One address verifies one account at a time.',
  noCode: 'Ask for a code first: enter your university or TAFE email address.',
  codeExpired: 'This code has expired. Ask for a new one.',
  wrongCode: 'That code is not right. Please check your email and try again.',
  tooManyWrongCodes: 'Too many incorrect codes. Ask for a new one.',
  resendTooSoon: 'Please wait a minute before asking for another code.',
} as const;

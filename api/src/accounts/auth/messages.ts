// Every `detail` the auth calls answer with; the screens show them as they are (SPEC section 8).
export const authMessages = {
  codeExpired: 'This code has expired. Please start again.',
  wrongCode: 'That code is not right. Please check your email and try again.',
  tooManyWrongCodes: 'Too many incorrect codes. Please start again.',
  signupExpired: 'Your sign-up has expired. Please start again.',
  alreadyVerified: 'Your email is already verified. Please continue with the next step.',
  verifyFirst: 'Please verify your email first.',
  passwordFirst: 'Please choose a password first.',
  resendTooSoon: 'Please wait a minute before asking for another code.',
  resendLimit: 'Too many codes were sent. Please start again.',
  unknownQualification: (code: string) => `Unknown qualification: ${code}.`,
  accountExists: 'An account with this email already exists. Please log in instead.',
  loginFailed: 'Incorrect email or password.',
  resetInvalid: 'This reset link is invalid or has expired. Please request a new one.',
} as const;

// Every validation message the spec gives (section 5), word for word, in one place.
export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalidSignIn: 'Please enter valid email',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordMin: (n: number) => `Password must be at least ${n} characters`,
  passwordMax: (n: number) => `Password must be at most ${n} characters`,
  fieldRequired: 'This field is required',
  companyNoMismatch: 'Field does not match with company number',
  postalCodeMismatch: 'Field does not match with company postal code',
  resetPasswordPattern:
    'Password must contain at least 8 characters, one uppercase, one number and one special character',
  // The spec's minimum is 8 but its message says 6; the text stays as written.
  resetPasswordMin: 'Password must be at least 6 characters',
  resetPasswordMismatch: "Password does't match, Please try again with same password",
  currentPasswordRequired: 'Current Password is required',
  newPasswordRequired: 'New Password is required',
  changePasswordPattern:
    'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
  passwordsMustMatch: 'Passwords must match',
  invalidPhone: 'Invalid phone number.',
  commonPassword: 'This password is too common. Please choose another one',
  otpDigits: 'Enter the 4-digit code',
} as const;

// Success toasts of spec section 8; the server's message is used when present.
export const SUCCESS_MESSAGES = {
  signIn: 'Sign in successfully!',
  signUp: 'User create successfully!',
  newPasswordSet: 'New password set successfully!',
  passwordReset: 'Password reset successfully!',
  emailSent: 'Email sent successfully!',
  passwordChanged: 'Password change successfully!',
  fileUploaded: 'File uploaded successfully!',
} as const;

export const FALLBACK_ERROR = 'Something went wrong!';

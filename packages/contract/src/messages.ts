/** User-facing texts shared by server and client, exactly as the product spec words them. */
export const PRODUCT_NAME = 'Papertray';

export const MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  botCheckMissing: 'Please complete the security verification',
  botCheckFailed: 'Security verification failed. Please try again.',
  resetTokenInvalid: 'Invalid or expired reset token',
  resetTokenMissing: 'Invalid or missing reset token',
  forgotPasswordSent:
    'If an account exists for this email, a reset link has been sent. It expires in 1 hour.',
  passwordReset: 'Your password has been updated.',
  currentPasswordWrong: 'Current password is incorrect',
  unauthorized: 'Authentication required',
  sessionExpired: 'Your session has expired. Please log in again.',
  forbidden: 'You do not have permission to do this',
  projectNotFound: 'Project not found',
  notFound: 'Not found',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  databaseUnavailable: 'The database is not answering in time. Please try again in a moment.',
  loggedOut: 'Logged out',
  projectDeleted: 'Project deleted',
  onlyOwnerCanDelete: 'Only the project owner can delete the project',
} as const;

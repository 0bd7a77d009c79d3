/** Link targets of the auth pages (spec 000 §2 "Auth"); other remotes' pages are reached by URL only. */
export const authPaths = {
  login: '/login',
  logout: '/logout',
  passwordForgot: '/password/forgot',
  passwordForgotComplete: '/password/forgot/complete',
  passwordReset: '/password/reset',
  passwordResetComplete: '/password/reset/complete',
} as const;

export const signupPath = '/signup';
export const topPath = '/';

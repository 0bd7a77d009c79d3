/** Link targets of the sign-up flow (spec 000 §2 "Signup"); other remotes' pages are reached by URL only. */
export const signupPaths = {
  start: '/signup',
  policy: '/signup/policy',
  email: '/signup/email',
  pinCode: '/signup/pin-code',
  form: '/signup/form',
  plans: '/signup/plans',
  complete: '/signup/complete',
} as const;

export const loginPath = '/login';
export const plansPath = '/plans';

import { href } from '@vs/routes';
/** Link targets of the sign-up flow (spec 000 §2 "Signup"); other remotes' pages are reached by URL only. */
export const signupPaths = {
  start: href('/signup'),
  policy: href('/signup/policy'),
  email: href('/signup/email'),
  pinCode: href('/signup/pin-code'),
  form: href('/signup/form'),
  plans: href('/signup/plans'),
  complete: href('/signup/complete'),
};

export const loginPath = href('/login');
export const plansPath = href('/plans');

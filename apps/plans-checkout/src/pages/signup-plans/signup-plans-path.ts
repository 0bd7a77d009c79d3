import { href } from '@vs/routes';

export const signupPlansPath = href('/signup/plans');
export const signupCompletePath = href('/signup/complete');

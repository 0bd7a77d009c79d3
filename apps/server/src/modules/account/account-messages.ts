import { wording, type Wording } from '@vs/catalogue';

/** Spec 001 §8 "ACCOUNT_ALREADY_EXISTS_USER_ID" (the catalogue's wording). */
export const userIdTakenMessage: Wording = wording('validation:userId.alreadyInUse');

/** Spec 001 §5 "E-mail" / §8 sign-up "e-mail already in use" (the page adds its link to log in). */
export const emailTakenMessage: Wording = wording('validation:email.alreadyInUse');

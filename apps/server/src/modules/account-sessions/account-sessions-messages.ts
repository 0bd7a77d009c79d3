import { catalogueTexts } from '@vs/catalogue';

/** What the session calls answer in words (the page shows its own failure text, spec 001 §8). */
export const accountSessionsMessages = catalogueTexts({
  sessionNotFound: 'mypage:errors.sessionNotFound',
});

import { catalogueTexts } from '@vs/catalogue';

/** What the multi-factor calls answer in words (the My Page shows the server's message, spec 001 §8). */
export const accountMfaMessages = catalogueTexts({
  sendFailed: 'mypage:errors.codeSendFailed',
  deviceNotFound: 'mypage:errors.deviceNotFound',
});

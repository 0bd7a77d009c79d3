import { catalogueTexts } from '@vs/catalogue';

/** What the profile, password, user-ID and image calls answer in words (the My Page shows the server's message). */
export const accountProfileMessages = catalogueTexts({
  /** Spec 001 §8 "REQUEST_UNAUTHORIZED" on the user-ID change. */
  wrongPassword: 'account:userIdEdit.wrongPassword',
  /** Spec 001 §8 "HTTP 401 on password change": shown on the current-password field. */
  wrongCurrentPassword: 'account:passwordEdit.wrongCurrent',
  imageFormat: 'validation:profile.imageType',
  imageTooLarge: 'profile:profileImage.tooLarge',
  imageSize: 'profile:profileImage.wrongSize',
});

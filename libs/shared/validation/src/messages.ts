/**
 * Every message key a rule of this lib can produce, in the i18next 'validation' namespace.
 * Schemas never carry text: the catalogues libs/shared/catalogue/src/locales/{ja,en}/validation.json do,
 * and a unit test keeps both catalogues and this list equal.
 */
export const messages = {
  generic: {
    required: 'validation:generic.required',
    type: 'validation:generic.type',
    invalid: 'validation:generic.invalid',
    invalidChars: 'validation:generic.invalidChars',
    /** values: min */
    tooShort: 'validation:generic.tooShort',
    /** values: max */
    tooLong: 'validation:generic.tooLong',
    /** values: min */
    tooSmall: 'validation:generic.tooSmall',
    /** values: max */
    tooLarge: 'validation:generic.tooLarge',
    /** values: min */
    tooFewItems: 'validation:generic.tooFewItems',
    /** values: max */
    tooManyItems: 'validation:generic.tooManyItems',
  },
  password: {
    required: 'validation:password.required',
    tooShort: 'validation:password.tooShort',
    tooLong: 'validation:password.tooLong',
    invalidChars: 'validation:password.invalidChars',
    needsLowercase: 'validation:password.needsLowercase',
    needsDigit: 'validation:password.needsDigit',
    needsUppercase: 'validation:password.needsUppercase',
    needsSymbol: 'validation:password.needsSymbol',
    confirmRequired: 'validation:password.confirmRequired',
    mismatch: 'validation:password.mismatch',
    sameAsCurrent: 'validation:password.sameAsCurrent',
    currentRequired: 'validation:password.currentRequired',
    /** The user-ID change form's only password rule. */
    userIdChangeTooShort: 'validation:password.userIdChangeTooShort',
    /** Server side: the password is on the shipped common/breached list (SECURITY.md). */
    tooCommon: 'validation:password.tooCommon',
    /** Server side: the password contains the service's name, the site's host, the e-mail's name or the user ID. */
    containsContext: 'validation:password.containsContext',
  },
  passwordChecklist: {
    length: 'validation:passwordChecklist.length',
    allowedChars: 'validation:passwordChecklist.allowedChars',
    lowercase: 'validation:passwordChecklist.lowercase',
    digit: 'validation:passwordChecklist.digit',
    uppercase: 'validation:passwordChecklist.uppercase',
    symbol: 'validation:passwordChecklist.symbol',
  },
  login: {
    identifierRequired: 'validation:login.identifierRequired',
    passwordRequired: 'validation:login.passwordRequired',
  },
  email: {
    required: 'validation:email.required',
    format: 'validation:email.format',
    tooLong: 'validation:email.tooLong',
    confirmRequired: 'validation:email.confirmRequired',
    mismatch: 'validation:email.mismatch',
    sameAsCurrent: 'validation:email.sameAsCurrent',
    /** Server side (ACCOUNT_ALREADY_EXISTS_EMAIL, duplicate external e-mail). */
    alreadyInUse: 'validation:email.alreadyInUse',
  },
  userId: {
    required: 'validation:userId.required',
    tooShort: 'validation:userId.tooShort',
    tooLong: 'validation:userId.tooLong',
    format: 'validation:userId.format',
    sameAsCurrent: 'validation:userId.sameAsCurrent',
    /** Server side (ACCOUNT_ALREADY_EXISTS_USER_ID). */
    alreadyInUse: 'validation:userId.alreadyInUse',
  },
  profile: {
    nameRequired: 'validation:profile.nameRequired',
    givenNameRequired: 'validation:profile.givenNameRequired',
    familyNameRequired: 'validation:profile.familyNameRequired',
    nameKanaRequired: 'validation:profile.nameKanaRequired',
    givenNameKanaRequired: 'validation:profile.givenNameKanaRequired',
    familyNameKanaRequired: 'validation:profile.familyNameKanaRequired',
    nicknameRequired: 'validation:profile.nicknameRequired',
    kanaFormat: 'validation:profile.kanaFormat',
    birthdayRequired: 'validation:profile.birthdayRequired',
    birthdayFormat: 'validation:profile.birthdayFormat',
    sexRequired: 'validation:profile.sexRequired',
    phoneNumberRequired: 'validation:profile.phoneNumberRequired',
    phoneNumberFormat: 'validation:profile.phoneNumberFormat',
    countryRequired: 'validation:profile.countryRequired',
    postalCodeRequired: 'validation:profile.postalCodeRequired',
    postalCodeFormat: 'validation:profile.postalCodeFormat',
    prefectureRequired: 'validation:profile.prefectureRequired',
    addressRequired: 'validation:profile.addressRequired',
    address2Required: 'validation:profile.address2Required',
    imageType: 'validation:profile.imageType',
  },
  customInfo: {
    required: 'validation:customInfo.required',
    selectRequired: 'validation:customInfo.selectRequired',
    checkboxRequired: 'validation:customInfo.checkboxRequired',
  },
  pinCode: {
    required: 'validation:pinCode.required',
    halfWidth: 'validation:pinCode.halfWidth',
    tooLong: 'validation:pinCode.tooLong',
  },
  profilePin: {
    length: 'validation:profilePin.length',
    invalidChars: 'validation:profilePin.invalidChars',
    mismatch: 'validation:profilePin.mismatch',
  },
  otp: {
    length: 'validation:otp.length',
  },
  multiFactor: {
    required: 'validation:multiFactor.required',
    backupCodesSaved: 'validation:multiFactor.backupCodesSaved',
  },
  card: {
    numberRequired: 'validation:card.numberRequired',
    numberInvalid: 'validation:card.numberInvalid',
    securityCodeRequired: 'validation:card.securityCodeRequired',
    securityCodeInvalid: 'validation:card.securityCodeInvalid',
    expiryRequired: 'validation:card.expiryRequired',
    expiryPast: 'validation:card.expiryPast',
    lastFourRequired: 'validation:card.lastFourRequired',
    lastFourFormat: 'validation:card.lastFourFormat',
    /** values: date (YYYY/MM) */
    expiryNear: 'validation:card.expiryNear',
  },
  /** Card token error codes (spec 001 §8): kind × item, see card-token-errors.ts. */
  cardToken: {
    numberRequired: 'validation:cardToken.numberRequired',
    numberInvalid: 'validation:cardToken.numberInvalid',
    numberLength: 'validation:cardToken.numberLength',
    expiryRequired: 'validation:cardToken.expiryRequired',
    expiryInvalid: 'validation:cardToken.expiryInvalid',
    expiryLength: 'validation:cardToken.expiryLength',
    securityCodeRequired: 'validation:cardToken.securityCodeRequired',
    securityCodeInvalid: 'validation:cardToken.securityCodeInvalid',
    securityCodeLength: 'validation:cardToken.securityCodeLength',
    system: 'validation:cardToken.system',
    failed: 'validation:cardToken.failed',
  },
  payment: {
    methodRequired: 'validation:payment.methodRequired',
    campaignCodeRequired: 'validation:payment.campaignCodeRequired',
    campaignCodeInvalid: 'validation:payment.campaignCodeInvalid',
  },
  invoice: {
    addresseeRequired: 'validation:invoice.addresseeRequired',
    addresseeTooLong: 'validation:invoice.addresseeTooLong',
    honorificInvalid: 'validation:invoice.honorificInvalid',
  },
  survey: {
    required: 'validation:survey.required',
    selectRequired: 'validation:survey.selectRequired',
    tooLong: 'validation:survey.tooLong',
    pattern: 'validation:survey.pattern',
    dateFormat: 'validation:survey.dateFormat',
    timeFormat: 'validation:survey.timeFormat',
    /** values: min */
    tooFew: 'validation:survey.tooFew',
    /** values: max */
    tooMany: 'validation:survey.tooMany',
  },
  policy: {
    required: 'validation:policy.required',
    signupTermsRequired: 'validation:policy.signupTermsRequired',
  },
  withdrawal: {
    consentRequired: 'validation:withdrawal.consentRequired',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
/** Any key a rule of this lib can produce. */
export type ValidationMessageKey = Leaves<typeof messages>;

/** Every key of {@link messages}, for catalogue checks. */
export function allMessageKeys(): ValidationMessageKey[] {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === 'string') out.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(messages);
  return out as ValidationMessageKey[];
}

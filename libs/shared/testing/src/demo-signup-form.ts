/**
 * The demo store's sign-up form with every field it requires, as POST /zapi/signup takes it. Shared by
 * the journeys' API sign-up and the login-throughput benchmark (tools/bench), which both make members
 * the fastest real way; the sign-up pages have journeys of their own.
 */
export function demoSignupForm(
  userId: string,
  password: string,
  phoneNumber: string | null = null,
): Record<string, unknown> {
  return {
    userId,
    password,
    passwordConfirm: password,
    familyName: '山田',
    givenName: '太郎',
    familyNameKana: 'ヤマダ',
    givenNameKana: 'タロウ',
    nickname: null,
    birthday: '19900401',
    sex: '1',
    phoneNumber,
    postalCode: '1000001',
    prefecture: '13',
    address: '千代田区千代田',
    address2: null,
    customAssociatedInfo: {
      howDidYouHear: null,
      favoriteGenre: 'anime',
      devices: { tv: 'true', pc: 'false', smartphone: 'true', tablet: 'false' },
    },
    policyConsentData: [],
  };
}

/**
 * Store- and account-level settings that decide which validation rules a form applies
 * (spec 000 §3, spec 001 §5). They travel in screen data too, so @vs/contract re-exports them;
 * they live here because the rules are built from them and the contract builds on the rules.
 */

/** The store's passwordStrength setting: which character classes a password needs beyond lowercase + digit. */
export const passwordStrengths = ['default', 'uppercase', 'symbol', 'uppercaseAndSymbol'] as const;
export type PasswordStrength = (typeof passwordStrengths)[number];

/** Per-field store rule; NOT_USE hides the field and keeps it out of the schema. */
export type ProfileFieldRule = 'REQUIRED' | 'OPTIONAL' | 'NOT_USE';

/** The profile fields a store can switch on (spec 000 §3 "Account"). */
export const profileFieldNames = [
  'name',
  'nameKana',
  'givenName',
  'familyName',
  'givenNameKana',
  'familyNameKana',
  'nickname',
  'birthday',
  'sex',
  'phoneNumber',
  'country',
  'postalCode',
  'prefecture',
  'address',
  'address2',
] as const;
export type ProfileFieldName = (typeof profileFieldNames)[number];

/** A field missing from the map counts as NOT_USE. */
export type ProfileFieldRules = Readonly<Partial<Record<ProfileFieldName, ProfileFieldRule>>>;

/** 1 male, 2 female, 9 other, 0 no answer (0 is not offered when the store disallows unknown gender). */
export type SexCode = '1' | '2' | '9' | '0';
export type GenderInputType = 'Select' | 'Radio';

export type CustomAssociatedInfoType = 'TEXT' | 'SELECT' | 'CHECKBOX';

export interface CustomAssociatedInfoOption {
  readonly id: string;
  readonly label: string;
}

export interface CustomAssociatedInfoDef {
  readonly id: string;
  readonly title: string;
  readonly type: CustomAssociatedInfoType;
  readonly rule: ProfileFieldRule;
  readonly selectOptions: readonly CustomAssociatedInfoOption[];
  /** Maximum characters of a TEXT answer; null or absent → the validation lib's default. */
  readonly maxLength?: number | null;
}

/**
 * TEXT → the text, SELECT → the chosen option id, CHECKBOX → option id → 'true' | 'false'
 * (spec 001 §5: checkbox values are submitted as the strings 'true' or 'false').
 */
export type CustomAssociatedInfoValue = string | Readonly<Record<string, 'true' | 'false'>>;
export type CustomAssociatedInfoValues = Readonly<Record<string, CustomAssociatedInfoValue | null>>;

/** Spec 000 §3 "Survey". */
export type SurveyQuestionType = 'text' | 'textarea' | 'radio' | 'checkbox' | 'select' | 'date' | 'time';

export interface SurveyQuestion {
  readonly questionId: string;
  readonly questionType: SurveyQuestionType;
  readonly questionTitle: string;
  readonly questionDescription: string | null;
  readonly required: boolean;
  /** A regular expression (source text) a text-like answer must match, or null. */
  readonly validation: string | null;
  readonly minCount: number | null;
  readonly maxCount: number | null;
  readonly options: readonly { readonly optionTitle: string }[];
}

/** questionId → text answer, chosen option title, or the chosen option titles of a checkbox question. */
export type SurveyAnswers = Readonly<Record<string, string | readonly string[] | null>>;

/** Card brand codes of spec 000 §3 / 001 §9. */
export type CardBrandCode = 'V' | 'M' | 'A' | 'J' | 'D' | 'Unknown';

/** Invoice honorific: none (''), 様, 御中. */
export const honorifics = ['', '様', '御中'] as const;
export type Honorific = (typeof honorifics)[number];

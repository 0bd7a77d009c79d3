/**
 * Lengths, limits and timings of spec 001 §5/§9 and spec 000 §9. Pages, the server and the catalogues
 * use these numbers; a catalogue text that states a number is checked against them in a unit test.
 * Values marked "decided" are not given by the spec (see README.md).
 */

// Passwords (spec 001 §5 "Password")
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 30;
/** The user-ID change form only checks this minimum on the password. */
export const USER_ID_CHANGE_PASSWORD_MIN = 8;

// Identifiers
export const USER_ID_MIN = 6;
export const USER_ID_MAX = 15;
export const EMAIL_MAX = 191;

// Profile
/** decided: the spec names min/max messages for names and nickname without the bounds. */
export const NAME_MAX = 50;
export const NICKNAME_MAX = 30;
/** decided */
export const ADDRESS_MAX = 100;
export const PHONE_MIN = 10;
export const PHONE_MAX = 11;
export const POSTAL_CODE_LENGTH = 7;
export const PREFECTURE_COUNT = 47;
export const BIRTH_YEAR_MIN = 1900;
/** Validation accepts years up to 2099; the input formatter clamps to the current year. */
export const BIRTH_YEAR_VALIDATION_MAX = 2099;
/** YYYY/MM/DD */
export const BIRTHDAY_INPUT_LENGTH = 10;
/** Date inputs (surveys) stop at year 9999. */
export const DATE_INPUT_MAX_YEAR = 9999;
/** decided: the default maximum of a custom associated TEXT answer when the store sets none. */
export const CUSTOM_TEXT_MAX = 255;
export const PROFILE_IMAGE_SIZE = 200;
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

// Codes
/** decided: e-mailed PIN codes are 6 half-width digits (spec: "maximum length applies", not shown). */
export const EMAIL_PIN_MAX_LENGTH = 6;
export const OTP_LENGTH = 6;
export const PROFILE_PIN_LENGTH = 4;
export const PIN_RESEND_COUNTDOWN_SECONDS = 30;
export const PIN_VALIDITY_MINUTES = 60;
export const PIN_RESEND_SUGGESTION_MINUTES = 5;
export const PASSWORD_RESET_MAIL_DELAY_MINUTES = 15;

// Payment
export const CARD_NUMBER_MIN_LENGTH = 14;
export const CARD_NUMBER_MAX_LENGTH = 19;
export const CARD_NUMBER_MAX_LENGTH_AMEX = 17;
export const CARD_NUMBER_MAX_LENGTH_DINERS = 16;
export const SECURITY_CODE_LENGTH = 3;
export const SECURITY_CODE_LENGTH_AMEX = 4;
/** The current year plus 9. */
export const EXPIRY_YEARS_OFFERED = 10;
export const CARD_LAST_FOUR_LENGTH = 4;
/**
 * decided: the near-expiry warning shows while the card's expiry month is this month or one of the
 * next 2 (spec: "a warning appears when expiry approaches", the span not shown).
 */
export const CARD_EXPIRY_WARNING_MONTHS = 3;
/** decided: an upper bound so a campaign code cannot be used to send arbitrary payloads. */
export const CAMPAIGN_CODE_MAX = 64;
/** The payment choice value of the campaign-code method (spec 000 §3 paymentMethodType). */
export const CAMPAIGN_CODE_PAYMENT_METHOD = 'CampaignCode';
/** The payment choice value of "add a new payment method" on purchase. */
export const ADD_PAYMENT_METHOD_CHOICE = 'addPaymentMethod';

// Invoice, survey, policy
export const ADDRESSEE_MAX = 100;
export const SURVEY_TEXT_MAX = 300;
export const POLICY_READ_THRESHOLD_PX = 10;

// Display and timing (spec 000 §9), kept here so every remote reads one number
export const TOAST_DURATION_MS = 3000;
export const TOAST_MAX = 4;
export const LOGOUT_REDIRECT_SECONDS = 10;
export const ORDER_HISTORY_MAX_YEARS = 1;
export const ENTITLEMENT_DISPLAY_MAX_YEARS = 10;
export const WIDE_LAYOUT_MIN_PX = 1000;
export const SLIDER_SCROLL_STEP_PX = 160;
export const HEADER_SCROLLED_AFTER_PX = 5;
export const SALES_FEW_LEFT_RATIO = 0.8;
export const USER_AGENT_MAX_LENGTH = 500;

/** decided: longer return targets are refused outright (they are never legitimate). */
export const REDIRECT_TARGET_MAX_LENGTH = 2048;

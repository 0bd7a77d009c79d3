// A secondary entry (`@vs/ui/payment-card`): the card form of the pages that take a new card (My Page's
// add form, the plan page's how-to-pay). Kept apart from `@vs/ui` because it needs formik, the card
// rules and the provider's script loader, which no other page should load.
export { CardFields, initialCardValues, type CardFieldsProps, type CardFieldValues } from './card-fields';
export { refuseCardToken, tokenizeCard, TokenRefused } from './card-token';
export type { CardTokens } from './provider-scripts';

import { useTranslation } from 'react-i18next';

export interface ErrorTexts {
  /** 'Error has occurred. Please try again after a while.' */
  readonly generic: string;
  /** '{message} [Error code:{code}]' */
  readonly withCode: (message: string, code: string) => string;
}

/** The catalogue's generic error texts (spec 001 §8), for toasts and form summaries. */
export function useErrorTexts(): ErrorTexts {
  const { t } = useTranslation('errors');
  return { generic: t('generic'), withCode: (message, code) => t('withCode', { message, code }) };
}

import { isApiError } from '@vs/api-client';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Spec 001 §8 "other PIN, profile, OTP … failure": the server's message, else 'エラーが発生しました'.
 * Only our server's JSON answers carry a request id, so a network failure or a proxy's page (whose
 * text was never written for the member) gets the generic text.
 */
export function useFailureText(): (error: unknown) => string {
  const { t } = useTranslation('mypage');
  return useCallback((error) => (isApiError(error) && error.requestId !== '' && error.message !== '' ? error.message : t('errors.generic')), [t]);
}

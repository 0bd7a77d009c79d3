import { messageKey } from '@vs/validation';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Turns a message string into text: a validation key (`validation:…?max=50`) from a schema or
 * from the server's fieldErrors, a key of the page's own `namespace`, or a server's own sentence,
 * shown as it is.
 */
export function useMessage(namespace: string): (message: string | null | undefined) => string | undefined {
  const { t, i18n } = useTranslation([namespace, 'validation', 'ui']);
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const { key, values } = messageKey(message);
      return i18n.exists(key) ? t(key, values ?? {}) : message;
    },
    [t, i18n],
  );
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const knownDevices = new Set(['android', 'iphone', 'ipad', 'mac', 'pc']);

/** The server's device kind ('android' | 'iphone' | 'ipad' | 'mac' | 'pc' | 'other') in words. */
export function useDeviceName(): (deviceInfo: string) => string {
  const { t } = useTranslation('mypage');
  return useCallback((deviceInfo) => t(`device.${knownDevices.has(deviceInfo) ? deviceInfo : 'other'}`), [t]);
}

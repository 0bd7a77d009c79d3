import type { TrustedDevice } from '@vs/contract';
import { formatJstDate } from '@vs/i18n';
import { Button } from '@vs/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserCard } from '../../components/browser-card';
import { useDeviceName } from '../../components/device-name';

/** 'iPhone (Safari)': how a trusted device is named on the page and in the confirmation. */
export function useDeviceLabel(): (device: TrustedDevice) => string {
  const { t } = useTranslation('mypage');
  const deviceName = useDeviceName();
  return useCallback(
    (device) =>
      t('trustedDevice.name', {
        device: deviceName(device.option.deviceInfo),
        browser: device.option.browserInfo ?? t('trustedDevice.unknownBrowser'),
      }),
    [t, deviceName],
  );
}

export interface DeviceItemProps {
  readonly device: TrustedDevice;
  readonly busy: boolean;
  readonly onDelete: () => void;
}

/** One trusted browser: what it is, when it was added (JST), whether it is this one, and delete. */
export function DeviceItem({ device, busy, onDelete }: DeviceItemProps) {
  const { t } = useTranslation('mypage');
  const name = useDeviceLabel()(device);
  return (
    <BrowserCard
      name={name}
      currentBadge={device.currentDevice ? t('trustedDevice.thisDevice') : null}
      notes={[t('trustedDevice.addedAt', { date: formatJstDate(device.createdAt, 'passwordUpdated') })]}
      action={
        <Button
          variant="secondary"
          disabled={busy}
          onClick={onDelete}
          aria-label={t('trustedDevice.deleteNamed', { name })}
        >
          {t('trustedDevice.delete')}
        </Button>
      }
    />
  );
}

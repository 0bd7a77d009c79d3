import type { TrustedDevice } from '@vs/contract';
import { formatJstDate } from '@vs/i18n';
import { Button, Card } from '@vs/ui';
import { noteCss } from '@vs/ui/form';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
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
    <Card
      as="li"
      css={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: theme.space(3),
      })}
    >
      <div css={(theme) => ({ display: 'grid', gap: theme.space(1) })}>
        <p css={{ margin: 0, fontWeight: 700 }}>
          {name}
          {device.currentDevice ? (
            <span
              css={(theme) => ({
                marginInlineStart: theme.space(2),
                padding: `0 ${theme.space(2)}`,
                borderRadius: theme.radius,
                background: theme.colors.accent,
                color: theme.colors.onAccent,
                fontSize: '0.75rem',
                verticalAlign: 'middle',
              })}
            >
              {t('trustedDevice.thisDevice')}
            </span>
          ) : null}
        </p>
        <p css={noteCss}>{t('trustedDevice.addedAt', { date: formatJstDate(device.createdAt, 'passwordUpdated') })}</p>
      </div>
      <Button
        variant="secondary"
        disabled={busy}
        onClick={onDelete}
        aria-label={t('trustedDevice.deleteNamed', { name })}
      >
        {t('trustedDevice.delete')}
      </Button>
    </Card>
  );
}

import { useScreenData } from '@vs/mf';
import type { TrustedDevice } from '@vs/contract';
import { Button } from '@vs/ui';
import { actionsCss, FormPage, leadCss, PageAlert } from '@vs/ui/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { deleteAllTrustedDevices, deleteTrustedDevice } from '../../api/trusted-device-api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Notice, useNotice } from '../../components/notice';
import { useReload } from '../../hooks/use-reload';
import { mypagePaths } from '../../paths';
import { DeviceItem, useDeviceLabel } from './device-item';

/** What the member asked to forget: one device or all of them. */
type Target = { readonly kind: 'one'; readonly device: TrustedDevice } | { readonly kind: 'all' };

/**
 * /mypage/multi-factor/trusted-device: browsers that skip the second factor. Deleting one or all
 * asks first, keeps every delete button disabled while it runs, and reloads the list after
 * (spec 000 §4 "Trusted-device delete"; failure: '削除に失敗しました', spec 001 §8).
 */
export default function TrustedDevicePage() {
  const data = useScreenData('/mypage/multi-factor/trusted-device');
  const { t } = useTranslation('mypage');
  const reload = useReload();
  const deviceLabel = useDeviceLabel();
  const [target, setTarget] = useState<Target | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const { notice, show, clear } = useNotice();

  const remove = async (what: Target) => {
    setBusy(true);
    setFailed(false);
    clear();
    try {
      await reload(
        what.kind === 'all'
          ? await deleteAllTrustedDevices()
          : await deleteTrustedDevice({ deviceToken: what.device.deviceToken }),
      );
      show(t(what.kind === 'all' ? 'trustedDevice.deletedAll' : 'trustedDevice.deleted'));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
      setTarget(null);
    }
  };

  return (
    <FormPage title={t('trustedDevice.title')}>
      <p css={leadCss}>{t('trustedDevice.lead')}</p>
      <Notice message={notice} />
      <PageAlert>{failed ? t('trustedDevice.deleteFailed') : null}</PageAlert>
      {data.devices.length === 0 ? (
        <p css={leadCss}>{t('trustedDevice.empty')}</p>
      ) : (
        <>
          <ul
            aria-label={t('trustedDevice.listLabel')}
            css={(theme) => ({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space(3) })}
          >
            {data.devices.map((device) => (
              <DeviceItem
                key={device.deviceToken}
                device={device}
                busy={busy}
                onDelete={() => setTarget({ kind: 'one', device })}
              />
            ))}
          </ul>
          <div>
            <Button variant="secondary" disabled={busy} onClick={() => setTarget({ kind: 'all' })}>
              {t('trustedDevice.deleteAll')}
            </Button>
          </div>
        </>
      )}
      <div css={actionsCss}>
        <Link to={mypagePaths.multiFactor} css={{ justifySelf: 'center' }}>
          {t('common.backToMultiFactor')}
        </Link>
      </div>
      <ConfirmDialog
        open={target !== null}
        title={
          target?.kind === 'one'
            ? t('trustedDevice.confirmTitle', { name: deviceLabel(target.device) })
            : t('trustedDevice.confirmAllTitle')
        }
        confirmLabel={t('trustedDevice.delete')}
        busy={busy}
        onConfirm={() => target && void remove(target)}
        onCancel={() => setTarget(null)}
      >
        <p css={leadCss}>{t('trustedDevice.confirmBody')}</p>
      </ConfirmDialog>
    </FormPage>
  );
}

import { useScreenData } from '@vs/mf';
import type { EnablableMultiFactorType } from '@vs/contract';
import { FormPage, leadCss, PageAlert, useFailureText } from '@vs/ui/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { disableMultiFactor } from '../../api/multi-factor-api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { mypageFailures } from '../../components/failures';
import { Notice, useNotice } from '../../components/notice';
import { useReload } from '../../hooks/use-reload';
import { mypagePaths } from '../../paths';
import { FactorCard } from './factor-card';

/**
 * /mypage/multi-factor: each type the store offers with its state; enabling goes to its set-up page,
 * disabling asks first (spec 000 §2, §4 "Multi-factor"). Backup codes and trusted devices exist only
 * while some type is on, so their links show only then.
 */
export default function MultiFactorPage() {
  const data = useScreenData('/mypage/multi-factor');
  const { t } = useTranslation('mypage');
  const failureText = useFailureText(mypageFailures);
  const reload = useReload();
  const [confirming, setConfirming] = useState<EnablableMultiFactorType | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { notice, show, clear } = useNotice();

  const enabledOf = (type: EnablableMultiFactorType) => data.enabled.find((entry) => entry.type === type);
  const isLast = confirming !== null && data.enabled.length === 1 && data.enabled[0]?.type === confirming;

  const disable = async (type: EnablableMultiFactorType) => {
    setBusy(true);
    setFailure(null);
    clear();
    try {
      await reload(await disableMultiFactor({ multiFactorType: type }));
      show(t('multiFactor.disabledNotice', { name: t(`factor.${type}`) }));
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  return (
    <FormPage title={t('multiFactor.title')}>
      <p css={leadCss}>{t('multiFactor.lead')}</p>
      <Notice message={notice} />
      <PageAlert>{failure}</PageAlert>
      {data.offeredTypes.length === 0 ? (
        <p css={leadCss}>{t('multiFactor.noneOffered')}</p>
      ) : (
        <ul css={(theme) => ({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space(4) })}>
          {data.offeredTypes.map((type) => (
            <FactorCard
              key={type}
              type={type}
              enabledAt={enabledOf(type)?.enabledAt ?? null}
              destination={enabledOf(type)?.destination}
              busy={busy}
              onDisable={() => setConfirming(type)}
            />
          ))}
        </ul>
      )}
      {data.enabled.length > 0 ? (
        <nav aria-label={t('multiFactor.moreLabel')}>
          <ul css={(theme) => ({ margin: 0, paddingLeft: theme.space(5), display: 'grid', gap: theme.space(2) })}>
            <li>
              <Link to={mypagePaths.backupCode}>{t('multiFactor.backupCodeLink')}</Link>
            </li>
            <li>
              <Link to={mypagePaths.trustedDevice}>{t('multiFactor.trustedDeviceLink')}</Link>
            </li>
          </ul>
        </nav>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t('multiFactor.confirmTitle', { name: t(`factor.${confirming}`) }) : ''}
        confirmLabel={t('multiFactor.disable')}
        busy={busy}
        onConfirm={() => confirming && void disable(confirming)}
        onCancel={() => setConfirming(null)}
      >
        <p css={leadCss}>{t('multiFactor.confirmBody')}</p>
        {isLast ? (
          <p css={(theme) => ({ margin: `${theme.space(3)} 0 0`, fontWeight: 700 })}>{t('multiFactor.confirmLast')}</p>
        ) : null}
      </ConfirmDialog>
    </FormPage>
  );
}

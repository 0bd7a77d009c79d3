import { useScreenData } from '@vs/mf';
import { ButtonLink } from '@vs/ui';
import { actionsCss, FormPage, leadCss, noteCss } from '@vs/ui/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { mypagePaths } from '../../paths';

/** /mypage/multi-factor/backup-code: how many unused codes are left, and the way to new ones. */
export default function BackupCodePage() {
  const data = useScreenData('/mypage/multi-factor/backup-code');
  const { t } = useTranslation('mypage');
  return (
    <FormPage title={t('backupCodes.title')}>
      <p css={leadCss}>{t('backupCodes.lead')}</p>
      <p css={{ margin: 0, fontSize: '1.25rem', fontWeight: 700 }}>
        {t('backupCodes.left', { count: data.backupCodesLeft })}
      </p>
      <p css={noteCss}>{t('backupCodes.regenerateNote')}</p>
      <div css={actionsCss}>
        <ButtonLink to={mypagePaths.backupCodeGenerate}>{t('backupCodes.toGenerate')}</ButtonLink>
        <Link to={mypagePaths.multiFactor} css={{ justifySelf: 'center' }}>
          {t('common.backToMultiFactor')}
        </Link>
      </div>
    </FormPage>
  );
}

import { Button } from '@vs/ui';
import { actionsCss, formCss, FormPage, leadCss, PageAlert, useFailureText } from '@vs/ui/form';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { regenerateBackupCodes } from '../../api/multi-factor-api';
import { BackupCodeList } from '../../components/backup-code-list';
import { mypageFailures } from '../../components/failures';
import { mypagePaths } from '../../paths';

/**
 * /mypage/multi-factor/backup-code/generate: the page is the confirmation ("the old codes stop
 * working"); its button regenerates, and the new codes replace it with copy and download.
 */
export default function BackupCodeGeneratePage() {
  const { t } = useTranslation('mypage');
  const failureText = useFailureText(mypageFailures);
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (codes) heading.current?.focus();
  }, [codes]);

  const generate = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setCodes(await regenerateBackupCodes());
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  const back = (
    <Link to={mypagePaths.multiFactor} css={{ justifySelf: 'center' }}>
      {t('common.backToMultiFactor')}
    </Link>
  );

  return (
    <FormPage title={t('generate.title')}>
      {codes ? (
        <section aria-labelledby={headingId} css={formCss}>
          <h2 id={headingId} ref={heading} tabIndex={-1} css={{ margin: 0, fontSize: '1.25rem' }}>
            {t('generate.doneTitle')}
          </h2>
          <p css={leadCss}>{t('generate.doneLead')}</p>
          <BackupCodeList codes={codes} />
          <div css={actionsCss}>{back}</div>
        </section>
      ) : (
        <>
          <p css={leadCss}>{t('generate.lead')}</p>
          <p role="note" css={{ margin: 0, fontWeight: 700 }}>
            {t('generate.warning')}
          </p>
          <PageAlert>{failure}</PageAlert>
          <div css={actionsCss}>
            <Button loading={busy} onClick={() => void generate()}>
              {t('generate.submit')}
            </Button>
            {back}
          </div>
        </>
      )}
    </FormPage>
  );
}

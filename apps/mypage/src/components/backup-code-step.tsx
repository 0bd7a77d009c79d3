import type { EnablableMultiFactorType } from '@vs/contract';
import { Button } from '@vs/ui';
import { actionsCss, CheckboxField, formCss, leadCss, PageAlert, useFollow, useFormPage } from '@vs/ui/form';
import { backupCodesSavedSchema } from '@vs/validation';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { enableWithBackupCode } from '../api/multi-factor-api';
import { mypagePaths } from '../paths';
import { BackupCodeList } from './backup-code-list';
import { mypageFailures } from './failures';

const schema = object({ saved: backupCodesSavedSchema() });

export interface BackupCodeStepProps {
  readonly type: EnablableMultiFactorType;
  /** The codes enable-multi-factor answered; posted back unchanged with the tick. */
  readonly codes: readonly string[];
}

/**
 * The first factor's last step (spec 001 §5): the backup codes, then "I saved the codes" and
 * with-backup-code. It replaces the code form, so focus moves to its heading when it appears.
 */
export function BackupCodeStep({ type, codes }: BackupCodeStepProps) {
  const { t } = useTranslation('mypage');
  const follow = useFollow();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const page = useFormPage({
    initialValues: { saved: false },
    validationSchema: schema,
    namespace: 'mypage',
    failures: mypageFailures,
    submit: async () =>
      follow(
        (await enableWithBackupCode({ multiFactorType: type, backupCodeList: codes, saved: true })) ??
          mypagePaths.multiFactorComplete,
      ),
  });
  const { formik } = page;

  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby={headingId} css={formCss}>
      <h2 id={headingId} ref={heading} tabIndex={-1} css={{ margin: 0, fontSize: '1.25rem' }}>
        {t('backupCodes.stepTitle')}
      </h2>
      <p css={leadCss}>{t('backupCodes.stepLead')}</p>
      <BackupCodeList codes={codes} />
      <form {...page.formProps} css={formCss}>
        <CheckboxField
          name="saved"
          label={t('backupCodes.saved')}
          checked={formik.values.saved}
          onChange={formik.handleChange}
          error={formik.submitCount > 0 ? page.message(formik.errors.saved) : undefined}
          emphasized
        />
        <PageAlert>{page.failure}</PageAlert>
        <div css={actionsCss}>
          <Button type="submit" loading={formik.isSubmitting}>
            {t('backupCodes.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

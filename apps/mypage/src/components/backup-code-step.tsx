import type { EnablableMultiFactorType } from '@vs/contract';
import { Button } from '@vs/ui';
import { actionsCss, formCss, leadCss, PageAlert, submitOrFocus, useFirstErrorFocus, useFollow, useMessage } from '@vs/ui/form';
import { backupCodesSavedSchema } from '@vs/validation';
import { useFormik } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { enableWithBackupCode } from '../api/multi-factor-api';
import { mypagePaths } from '../paths';
import { BackupCodeList } from './backup-code-list';
import { CheckboxField } from './checkbox-field';
import { useFailureText } from './failure-text';

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
  const message = useMessage('mypage');
  const follow = useFollow();
  const failureText = useFailureText();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstErrorLater = useFirstErrorFocus(form);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => heading.current?.focus(), []);

  const formik = useFormik({
    initialValues: { saved: false },
    validationSchema: schema,
    onSubmit: async () => {
      setFailure(null);
      try {
        follow((await enableWithBackupCode({ multiFactorType: type, backupCodeList: codes, saved: true })) ?? mypagePaths.multiFactorComplete);
      } catch (error) {
        setFailure(failureText(error));
      }
    },
  });

  return (
    <section aria-labelledby={headingId} css={formCss}>
      <h2 id={headingId} ref={heading} tabIndex={-1} css={{ margin: 0, fontSize: '1.25rem' }}>
        {t('backupCodes.stepTitle')}
      </h2>
      <p css={leadCss}>{t('backupCodes.stepLead')}</p>
      <BackupCodeList codes={codes} />
      <form
        ref={form}
        noValidate
        css={formCss}
        onSubmit={(event) => {
          event.preventDefault();
          if (!formik.isSubmitting) void submitOrFocus(formik, focusFirstErrorLater);
        }}
      >
        <CheckboxField
          name="saved"
          label={t('backupCodes.saved')}
          checked={formik.values.saved}
          onChange={formik.handleChange}
          error={formik.submitCount > 0 ? message(formik.errors.saved) : undefined}
        />
        <PageAlert>{failure}</PageAlert>
        <div css={actionsCss}>
          <Button type="submit" loading={formik.isSubmitting}>
            {t('backupCodes.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

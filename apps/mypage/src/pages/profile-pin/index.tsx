import { useScreenData } from '@vs/mf';
import { Button } from '@vs/ui';
import { actionsCss, formCss, FormPage, leadCss, noteCss, PageAlert, useFollow, useFormPage } from '@vs/ui/form';
import { PROFILE_PIN_LENGTH, profilePinFormSchema } from '@vs/validation';
import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { useTranslation } from 'react-i18next';
import { setProfilePin } from '../../api/account-api';
import { profilePinFailures } from '../../components/failures';
import { PinDigitBoxes } from '../../components/pin-digit-boxes';
import { mypagePaths } from '../../paths';

interface PinValues {
  readonly pinCode: string[];
  readonly pinCodeConfirm: string[];
}

type PinField = keyof PinValues;

const schema = profilePinFormSchema();
const noDigits = () => Array.from({ length: PROFILE_PIN_LENGTH }, () => '');
const filledIn = (values: PinValues) => [...values.pinCode, ...values.pinCodeConfirm].every((digit) => digit !== '');

/** The boxes as the shared schema reads them: one string per PIN. */
async function validate(values: PinValues): Promise<FormikErrors<PinValues>> {
  try {
    await validateYupSchema(
      { pinCode: values.pinCode.join(''), pinCodeConfirm: values.pinCodeConfirm.join('') },
      schema,
    );
    return {};
  } catch (error) {
    return yupToFormErrors<PinValues>(error);
  }
}

/**
 * /mypage/pin-code: the PIN that protects profiles in the TV app, typed twice in digit boxes (spec
 * 000 §4 "PIN set", 001 §5). "Set" stays unavailable until every box holds a digit.
 */
export default function ProfilePinPage() {
  const data = useScreenData('/mypage/pin-code');
  const { t } = useTranslation('account');
  const follow = useFollow();
  const page = useFormPage<PinValues>({
    initialValues: { pinCode: noDigits(), pinCodeConfirm: noDigits() },
    validate,
    namespace: 'account',
    failures: profilePinFailures,
    // "Set" stays unavailable until every box holds a digit.
    canSubmit: (values) => filledIn(values),
    submit: async ({ pinCode }) =>
      follow((await setProfilePin({ pinCode: pinCode.join('') })) ?? mypagePaths.profilePinComplete),
  });
  const { formik } = page;

  const errorOf = (name: PinField) =>
    formik.submitCount > 0 ? page.message(formik.errors[name] as string | undefined) : undefined;
  const boxesOf = (name: PinField) => ({
    digits: formik.values[name],
    onChange: (digits: string[]) => void formik.setFieldValue(name, digits),
    hint: t('profilePin.hint'),
    error: errorOf(name),
  });

  return (
    <FormPage title={t('profilePin.title')}>
      <p css={leadCss}>{t('profilePin.lead')}</p>
      {data.isPinCodeSet ? <p css={noteCss}>{t('profilePin.alreadySet')}</p> : null}
      <form {...page.formProps} css={formCss}>
        <PinDigitBoxes label={t('profilePin.newPin')} {...boxesOf('pinCode')} />
        <PinDigitBoxes label={t('profilePin.confirmPin')} {...boxesOf('pinCodeConfirm')} />
        <PageAlert>{page.failure}</PageAlert>
        <div css={actionsCss}>
          <Button type="submit" disabled={!filledIn(formik.values)} loading={formik.isSubmitting}>
            {t('profilePin.submit')}
          </Button>
        </div>
      </form>
    </FormPage>
  );
}

import type { FormikErrors } from 'formik';

interface Submittable<Values> {
  readonly validateForm: () => Promise<FormikErrors<Values>>;
  readonly submitForm: () => Promise<unknown>;
}

/**
 * Submits through formik (which marks every field touched and runs onSubmit only when valid); when
 * the values are invalid, asks `focusFirstErrorLater` (from useFirstErrorFocus) to move focus to the
 * first field in error once the messages have rendered. (Rules outside formik: useFormPage's extraValid.)
 */
export async function submitOrFocus<Values>(
  formik: Submittable<Values>,
  focusFirstErrorLater: () => void,
): Promise<void> {
  const errors = await formik.validateForm();
  if (Object.keys(errors).length === 0) {
    await formik.submitForm();
    return;
  }
  await formik.submitForm(); // marks every field touched and counts the attempt; onSubmit does not run
  focusFirstErrorLater();
}

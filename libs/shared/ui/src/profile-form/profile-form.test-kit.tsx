import type { CustomAssociatedInfoValues, ProfileValues } from '@vs/contract';
import type { Language } from '@vs/i18n';
import { FormikProvider, useFormik } from 'formik';
import { afterEach, vi } from 'vitest';
import { prepareI18n, renderPrepared } from '../test-i18n';
import { CustomInfoFields } from './custom-info-fields';
import { ProfileFields } from './profile-fields';
import { emptyStatus, initialProfileValues, type ProfileFormSettings } from './profile-form-model';
import { profileRequestOf, validateProfileForm } from './profile-form-submit';
import { someSettings } from '../testing/profile-settings';

export { someSettings };

afterEach(() => {
  vi.unstubAllGlobals();
});

interface Props {
  readonly settings: ProfileFormSettings;
  readonly stored?: ProfileValues;
  readonly storedCustom?: CustomAssociatedInfoValues;
  readonly onSubmit: (request: ReturnType<typeof profileRequestOf>) => void;
}

/** The shared fields in a bare formik form, as a page would wire them. */
function TestForm({ settings, stored, storedCustom, onSubmit }: Props) {
  const formik = useFormik({
    initialValues: initialProfileValues(settings, stored, storedCustom),
    initialStatus: emptyStatus,
    validate: (values) => validateProfileForm(values, settings),
    onSubmit: (values) => onSubmit(profileRequestOf(values, settings)),
  });
  return (
    <FormikProvider value={formik}>
      <form noValidate onSubmit={formik.handleSubmit}>
        <ProfileFields settings={settings} />
        <CustomInfoFields settings={settings} />
        <button type="submit">submit</button>
      </form>
    </FormikProvider>
  );
}

/** Renders the form with the real 'profile', 'ui' and 'validation' catalogues; `submitted` holds each request. */
export async function renderProfileForm(
  settings: ProfileFormSettings = someSettings(),
  options: Omit<Props, 'settings' | 'onSubmit'> & { language?: Language } = {},
) {
  const i18n = await prepareI18n(options.language);
  await i18n.loadNamespaces(['profile']);
  const submitted: ReturnType<typeof profileRequestOf>[] = [];
  const result = renderPrepared(
    <TestForm
      settings={settings}
      stored={options.stored}
      storedCustom={options.storedCustom}
      onSubmit={(request) => submitted.push(request)}
    />,
    i18n,
  );
  return { ...result, submitted };
}

/** Answers the postal lookup at `fetch` (the api-client runs for real) and records the calls. */
export function answerPostalLookup(status: number, body: unknown): { calls: string[] } {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    calls.push(String(input));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { calls };
}

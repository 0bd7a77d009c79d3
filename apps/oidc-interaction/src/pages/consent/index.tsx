import { call, nextStepOf } from '@vs/api-client';
import { endpoints } from '@vs/contract';
import { useScreenData } from '@vs/mf';
import { Button } from '@vs/ui';
import { actionsCss, FormPage, leadCss, noteCss, PageAlert, useSubmitPage } from '@vs/ui/form';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientCard } from '../../components/client-card';
import { useClientName } from '../../components/client-name';
import { useLeave } from '../../components/leave';
import { Precautions } from './precautions';
import { consentAnswerOf, initialChoices, scopeListsOf } from './scope-choices';
import { PermittedScope, ScopeSwitch } from './scope-switch';

const listCss = { margin: 0, padding: 0, listStyle: 'none' } as const;

/**
 * /oidc/consent (spec 000 §2 "OIDC consent"): who asks, the scopes needing permission (switches, on by
 * default, required ones locked) and those already permitted; allow posts the answer, cancel sends
 * the client access_denied. Both answers lead back to the provider.
 */
export default function OidcConsentPage() {
  const data = useScreenData('/oidc/consent');
  const { t } = useTranslation('oidc');
  const client = useClientName(data.clientInfo);
  const leave = useLeave();
  const lists = useMemo(() => scopeListsOf(data), [data]);
  const [choices, setChoices] = useState(() => initialChoices(lists));
  const [cancelling, setCancelling] = useState(false);
  const needsId = useId();
  const permittedId = useId();
  const page = useSubmitPage({
    namespace: 'oidc',
    failures: { namespace: 'oidc' },
    submit: async () => {
      const next = await nextStepOf(await call(endpoints.oidcConsent, consentAnswerOf(lists, choices)));
      if (next) leave(next);
    },
  });
  const cancel = async () => {
    setCancelling(true);
    try {
      const next = await nextStepOf(await call(endpoints.oidcConsentAbort, undefined));
      if (next) leave(next);
    } finally {
      setCancelling(false);
    }
  };

  return (
    <FormPage title={t('title.consent', { client })}>
      <p css={leadCss}>{t('consent.lead', { client })}</p>
      <ClientCard client={data.clientInfo} />
      {data.oidcPrecautions ? <Precautions precautions={data.oidcPrecautions} /> : null}
      <form {...page.formProps}>
        {lists.needsPermission.length > 0 ? (
          <section aria-labelledby={needsId}>
            <h2 id={needsId} css={{ fontSize: '1rem' }}>
              {t('consent.needsPermission')}
            </h2>
            <ul css={listCss}>
              {lists.needsPermission.map((setting) => (
                <ScopeSwitch
                  key={setting.scopeKey}
                  setting={setting}
                  on={choices[setting.scopeKey] !== false}
                  onChange={(on) => setChoices((current) => ({ ...current, [setting.scopeKey]: on }))}
                />
              ))}
            </ul>
          </section>
        ) : null}
        {lists.alreadyPermitted.length > 0 ? (
          <section aria-labelledby={permittedId}>
            <h2 id={permittedId} css={{ fontSize: '1rem' }}>
              {t('consent.alreadyPermitted')}
            </h2>
            <ul css={listCss}>
              {lists.alreadyPermitted.map((setting) => (
                <PermittedScope key={setting.scopeKey} setting={setting} />
              ))}
            </ul>
          </section>
        ) : null}
        <p css={noteCss}>{t('consent.note')}</p>
        <PageAlert>{page.failure}</PageAlert>
        <div css={actionsCss}>
          <Button type="submit" loading={page.submitting} disabled={cancelling}>
            {t('consent.allow')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            loading={cancelling}
            disabled={page.submitting}
            onClick={() => void cancel()}
          >
            {t('consent.cancel')}
          </Button>
        </div>
      </form>
    </FormPage>
  );
}

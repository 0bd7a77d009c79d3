import {
  LOGIN_CODE_LIFETIME_MINUTES,
  multiFactorSegments,
  type LoginMultiFactorEntryScreenData,
  type MultiFactorSegment,
} from '@vs/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../button';
import { actionsCss, FormPage, leadCss, noteCss, PageAlert, useMessage } from '../form-page';
import { MultiFactorEntryForm, type VerifyMultiFactor } from './multi-factor-entry-form';
import { useResend } from './use-resend';

export interface MultiFactorEntryPageProps {
  readonly data: LoginMultiFactorEntryScreenData;
  /** Sends (again) the e-mail or SMS code of the page's area. */
  readonly send: (segment: MultiFactorSegment) => Promise<void>;
  readonly verify: VerifyMultiFactor;
  /** The choice of factor in the page's area, linked when the member has another way in. */
  readonly choicePath: string;
  /** How a successful answer is followed (see MultiFactorEntryForm). */
  readonly follow?: (to: string) => void;
}

/**
 * One second factor at login, read from `data.type` (spec 000 §2, §3 "Multi-factor", "Trusted
 * device"): /login/multi-factor/{type} and /oidc/login/multi-factor/{type} alike. An e-mail or SMS
 * code that was not sent yet is asked for first, so merely opening the page sends nothing.
 */
export function MultiFactorEntryPage({ data, send, verify, choicePath, follow }: MultiFactorEntryPageProps) {
  const { t } = useTranslation('auth');
  const message = useMessage('auth');
  const delivered = data.type === 'Email' || data.type === 'SMS';
  const segment = multiFactorSegments[data.type];
  const post = useCallback(() => send(segment), [send, segment]);
  const resend = useResend(post, data.resendAfterSeconds);
  const [sendFailure, setSendFailure] = useState<string | null>(null);
  const codeSent = !delivered || data.codeSent || resend.sends > 0;

  const sendFirst = async () => {
    setSendFailure(null);
    setSendFailure(await resend.send());
  };

  return (
    <FormPage title={t(`title.multiFactorEntry.${data.type}`)}>
      <p css={leadCss}>
        {t(codeSent ? `multiFactorEntry.lead.${data.type}` : `multiFactorEntry.sendLead.${data.type}`, {
          destination: data.destination ?? '',
        })}
      </p>
      {delivered ? <p css={noteCss}>{t('code.validity', { minutes: LOGIN_CODE_LIFETIME_MINUTES })}</p> : null}
      {codeSent ? (
        <MultiFactorEntryForm
          data={data}
          resend={delivered ? resend : null}
          focusOnMount={!data.codeSent && resend.sends > 0}
          verify={verify}
          follow={follow}
        />
      ) : (
        <>
          <PageAlert>{sendFailure ? message(sendFailure) : null}</PageAlert>
          <div css={actionsCss}>
            <Button loading={resend.sending} onClick={() => void sendFirst()}>
              {t('multiFactorEntry.send')}
            </Button>
          </div>
        </>
      )}
      {data.canChooseAnother ? (
        <p css={leadCss}>
          <Link to={choicePath}>{t('multiFactorEntry.chooseAnother')}</Link>
        </p>
      ) : null}
    </FormPage>
  );
}

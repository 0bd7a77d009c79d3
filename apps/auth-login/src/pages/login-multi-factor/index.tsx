import { useScreenData } from '@vs/mf';
import type { MultiFactorType } from '@vs/contract';
import { Button, RadioGroup } from '@vs/ui';
import { actionsCss, formCss, FormPage, leadCss } from '@vs/ui/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { loginMultiFactorEntryPath } from '../../paths';

/** The member's preferred type first; the others keep the server's order. */
function inPreferredOrder(types: readonly MultiFactorType[], preferred: MultiFactorType | null): MultiFactorType[] {
  return preferred && types.includes(preferred)
    ? [preferred, ...types.filter((type) => type !== preferred)]
    : [...types];
}

/** /login/multi-factor: which second factor to use for this login (spec 000 §2, §3 "Multi-factor"). */
export default function LoginMultiFactorPage() {
  const data = useScreenData('/login/multi-factor');
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const types = inPreferredOrder(data.types, data.preferredType);
  const [chosen, setChosen] = useState<MultiFactorType | undefined>(types[0]);

  return (
    <FormPage title={t('title.loginMultiFactor')}>
      <p css={leadCss}>{t('multiFactor.chooseLead')}</p>
      <form
        noValidate
        css={formCss}
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) void navigate(loginMultiFactorEntryPath(chosen));
        }}
      >
        <RadioGroup
          name="multiFactorType"
          legend={t('multiFactor.chooseLegend')}
          options={types.map((type) => ({ value: type, label: t(`multiFactor.choice.${type}`) }))}
          value={chosen ?? ''}
          onChange={(value) => setChosen(types.find((type) => type === value))}
        />
        <div css={actionsCss}>
          <Button type="submit" disabled={!chosen}>
            {t('multiFactor.continue')}
          </Button>
        </div>
      </form>
    </FormPage>
  );
}

import type { LoginMultiFactorScreenData, MultiFactorType } from '@vs/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../button';
import { RadioGroup } from '../choice-group';
import { actionsCss, formCss, FormPage, leadCss } from '../form-page';

/** The member's preferred type first; the others keep the server's order. */
function inPreferredOrder(types: readonly MultiFactorType[], preferred: MultiFactorType | null): MultiFactorType[] {
  return preferred && types.includes(preferred)
    ? [preferred, ...types.filter((type) => type !== preferred)]
    : [...types];
}

export interface MultiFactorChoicePageProps {
  readonly data: LoginMultiFactorScreenData;
  /** The page of one factor in the page's area (/login/multi-factor/{segment} or /oidc/login/…). */
  readonly entryPathOf: (type: MultiFactorType) => string;
}

/** Which second factor to use for this login (spec 000 §2, §3 "Multi-factor"): /login and /oidc/login alike. */
export function MultiFactorChoicePage({ data, entryPathOf }: MultiFactorChoicePageProps) {
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
          if (chosen) void navigate(entryPathOf(chosen));
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

import type { PlanTexts } from './use-plan-texts';

/** Price (with its renewal span), a rental's viewing period and the free-trial note. */
export function PlanFacts({ texts }: { readonly texts: PlanTexts }) {
  return (
    <div css={{ display: 'grid', gap: 4, '& p': { margin: 0 } }}>
      <p css={{ fontSize: '1.25rem', fontWeight: 700 }}>{texts.price}</p>
      {texts.viewingPeriod === null ? null : <p>{texts.viewingPeriod}</p>}
      {texts.trialNote === null ? null : (
        <p css={(theme) => ({ color: theme.colors.success, fontWeight: 700 })}>{texts.trialNote}</p>
      )}
    </div>
  );
}

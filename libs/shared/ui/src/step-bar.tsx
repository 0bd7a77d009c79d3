import { useTranslation } from 'react-i18next';

export interface StepBarProps {
  readonly current: number;
  readonly total: number;
}

/**
 * "STEP n/total" with one segment per step (spec 000 §2: sign-up shows step bars). The segments are
 * decoration; the sentence "Step 2 of 4" is what assistive technology reads.
 */
export function StepBar({ current, total }: StepBarProps) {
  const { t } = useTranslation('ui');
  const steps = Array.from({ length: Math.max(total, 0) }, (_, i) => i + 1);
  return (
    <div role="group" aria-label={t('stepBar.label')} css={(theme) => ({ display: 'grid', gap: theme.space(2) })}>
      <p css={(theme) => ({ margin: 0, fontWeight: 700, color: theme.colors.accentText })}>
        <span aria-hidden="true">{t('stepBar.step', { current, total })}</span>
        <span
          css={{
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
          }}
        >
          {t('stepBar.position', { current, total })}
        </span>
      </p>
      <ol aria-hidden="true" css={{ display: 'flex', gap: 4, listStyle: 'none', margin: 0, padding: 0 }}>
        {steps.map((step) => (
          <li
            key={step}
            data-state={step < current ? 'done' : step === current ? 'current' : 'todo'}
            css={(theme) => ({
              flex: 1,
              height: 6,
              borderRadius: 3,
              background: step <= current ? theme.colors.accent : theme.colors.surface,
              border: step <= current ? 'none' : `1px solid ${theme.colors.border}`,
            })}
          />
        ))}
      </ol>
    </div>
  );
}

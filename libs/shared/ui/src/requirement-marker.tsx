import { useTranslation } from 'react-i18next';

export interface RequirementMarkerProps {
  readonly required: boolean;
}

/**
 * The required / optional badge beside a label (spec 001 §5 "Labels show a required or optional
 * marker"). Hidden from assistive technology: the control itself says `aria-required`, and the
 * label's accessible name stays the plain field name.
 */
export function RequirementMarker({ required }: RequirementMarkerProps) {
  const { t } = useTranslation('ui');
  return (
    <span
      aria-hidden="true"
      data-marker={required ? 'required' : 'optional'}
      css={(theme) => ({
        display: 'inline-block',
        padding: '0 6px',
        borderRadius: 4,
        fontSize: '0.75rem',
        fontWeight: 700,
        lineHeight: 1.6,
        // danger (#b3261e) with white text is 6.5:1; the optional badge is muted text on surface.
        background: required ? theme.colors.danger : theme.colors.surface,
        color: required ? '#ffffff' : theme.colors.textMuted,
        border: required ? 'none' : `1px solid ${theme.colors.border}`,
      })}
    >
      {required ? t('field.required') : t('field.optional')}
    </span>
  );
}

import { languages, useLanguage } from '@vs/i18n';
import { useTranslation } from 'react-i18next';

/** ja / en toggle buttons; the choice persists in the vs-lang cookie and applies without a reload. */
export function LanguageSwitch() {
  const { t } = useTranslation('layout');
  const { language, setLanguage } = useLanguage();
  return (
    <div role="group" aria-label={t('language.label')} css={{ display: 'inline-flex', gap: 4 }}>
      {languages.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={language === lng}
          onClick={() => void setLanguage(lng)}
          css={(theme) => ({
            minHeight: 44,
            minWidth: 44,
            padding: `0 ${theme.space(3)}`,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radius,
            font: 'inherit',
            cursor: 'pointer',
            background: language === lng ? theme.colors.text : theme.colors.background,
            color: language === lng ? theme.colors.background : theme.colors.text,
            fontWeight: language === lng ? 700 : 400,
          })}
        >
          {t(`language.${lng}`)}
        </button>
      ))}
    </div>
  );
}

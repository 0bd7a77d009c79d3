import { useTranslation } from 'react-i18next';

/** First focusable element on every page; visible only while focused. */
export function SkipLink() {
  const { t } = useTranslation('layout');
  return (
    <a
      href="#main"
      css={(theme) => ({
        position: 'absolute',
        left: 8,
        top: -100,
        zIndex: 2000,
        padding: `${theme.space(2)} ${theme.space(4)}`,
        background: theme.colors.background,
        color: theme.colors.accentText,
        fontWeight: 700,
        '&:focus': { top: 8 },
      })}
    >
      {t('skipToContent')}
    </a>
  );
}

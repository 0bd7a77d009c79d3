import { useTranslation } from 'react-i18next';
import { toastStore } from './toast-store';

/**
 * The live regions stay mounted, so additions are announced: successes and notes politely, errors
 * assertively. Rendered once by the shell (and the standalone harness).
 */
export function Toaster() {
  const toasts = toastStore((state) => state.toasts);
  const { t } = useTranslation('common', { useSuspense: false });
  const polite = toasts.filter((item) => item.kind !== 'error');
  const urgent = toasts.filter((item) => item.kind === 'error');
  return (
    <section
      aria-label={t('notifications', 'Notifications')}
      css={{
        position: 'fixed',
        insetInline: 16,
        bottom: 16,
        display: 'grid',
        gap: 8,
        justifyItems: 'center',
        zIndex: 1100,
        pointerEvents: 'none',
      }}
    >
      {[
        { items: polite, live: 'polite' as const },
        { items: urgent, live: 'assertive' as const },
      ].map(({ items, live }) => (
        <div
          key={live}
          aria-live={live}
          aria-atomic="false"
          role={live === 'assertive' ? 'alert' : 'status'}
          css={{ display: 'contents' }}
        >
          {items.map((item) => (
            <p
              key={item.id}
              css={(theme) => ({
                margin: 0,
                padding: `${theme.space(3)} ${theme.space(4)}`,
                borderRadius: theme.radius,
                maxWidth: 480,
                color: '#ffffff',
                background: item.kind === 'error' ? theme.colors.danger : '#1a1a1a',
                boxShadow: '0 2px 8px rgba(0,0,0,0.3)',
              })}
            >
              {item.message}
            </p>
          ))}
        </div>
      ))}
    </section>
  );
}

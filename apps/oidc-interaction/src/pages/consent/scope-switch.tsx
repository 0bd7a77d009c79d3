import type { OidcScopeSetting } from '@vs/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** One scope: name, description and its switch; a required scope is locked on and says why. */
export function ScopeSwitch({
  setting,
  on,
  onChange,
}: {
  readonly setting: OidcScopeSetting;
  readonly on: boolean;
  readonly onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation('oidc');
  const id = useId();
  return (
    <li
      css={(theme) => ({
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        gap: theme.space(3),
        alignItems: 'center',
        padding: `${theme.space(3)} 0`,
        borderBottom: `1px solid ${theme.colors.border}`,
      })}
    >
      <div>
        <label htmlFor={id} css={{ fontWeight: 700 }}>
          {setting.scopeName}
        </label>
        {setting.required ? (
          <span
            css={(theme) => ({
              marginInlineStart: theme.space(2),
              fontSize: '0.875rem',
              color: theme.colors.textMuted,
            })}
          >
            {t('consent.required')}
          </span>
        ) : null}
        {setting.scopeDescription ? (
          <p id={`${id}-description`} css={{ margin: '4px 0 0' }}>
            {setting.scopeDescription}
          </p>
        ) : null}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        name={setting.scopeKey}
        checked={setting.required || on}
        disabled={setting.required}
        aria-describedby={setting.scopeDescription ? `${id}-description` : undefined}
        onChange={(event) => onChange(event.target.checked)}
        css={{ width: 44, height: 24 }}
      />
    </li>
  );
}

/** A permitted scope, shown without a switch. */
export function PermittedScope({ setting }: { readonly setting: OidcScopeSetting }) {
  return (
    <li css={(theme) => ({ padding: `${theme.space(2)} 0`, borderBottom: `1px solid ${theme.colors.border}` })}>
      <span css={{ fontWeight: 700 }}>{setting.scopeName}</span>
      {setting.scopeDescription ? <p css={{ margin: '4px 0 0' }}>{setting.scopeDescription}</p> : null}
    </li>
  );
}

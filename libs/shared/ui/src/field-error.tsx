import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './visually-hidden';

export interface FieldErrorProps {
  readonly id: string;
  readonly children: ReactNode;
}

/** The message under a field; the control points at it with aria-describedby (and aria-invalid). */
export function FieldError({ id, children }: FieldErrorProps) {
  const { t } = useTranslation('ui');
  return (
    <p
      id={id}
      css={(theme) => ({
        margin: `${theme.space(1)} 0 0`,
        color: theme.colors.danger,
        fontWeight: 700,
        overflowWrap: 'anywhere',
      })}
    >
      <span aria-hidden="true">! </span>
      <VisuallyHidden>{t('field.errorPrefix')}</VisuallyHidden>
      {children}
    </p>
  );
}

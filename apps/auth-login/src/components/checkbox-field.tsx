import type { ChangeEvent, ReactNode } from 'react';

export interface CheckboxFieldProps {
  readonly name: string;
  readonly checked: boolean;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly children: ReactNode;
}

/** One optional tick with its label as the click target (44 px high for touch). */
export function CheckboxField({ name, checked, onChange, children }: CheckboxFieldProps) {
  return (
    <label css={{ display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: 44, cursor: 'pointer' }}>
      <input type="checkbox" name={name} checked={checked} onChange={onChange} css={{ width: 20, height: 20, margin: 0, flexShrink: 0, accentColor: 'currentColor' }} />
      <span>{children}</span>
    </label>
  );
}

import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ChoiceDialogProps {
  readonly open: boolean;
  readonly title: ReactNode;
  readonly options: readonly { readonly value: string; readonly label: ReactNode }[];
  /** Called with the chosen value when the confirm button is pressed. */
  readonly onConfirm: (value: string) => void;
  readonly onClose: () => void;
}

/**
 * Choose one of several, then confirm (spec 001 §5: several postal results open a selection
 * dialog). Radio buttons in a modal; confirm stays disabled until something is chosen.
 */
export function ChoiceDialog(props: ChoiceDialogProps) {
  // Mounted per opening, so every opening starts with nothing chosen.
  return props.open ? <OpenChoiceDialog {...props} /> : null;
}

function OpenChoiceDialog({ title, options, onConfirm, onClose }: ChoiceDialogProps) {
  const { t } = useTranslation('ui');
  const name = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('choice.cancel')}
          </Button>
          <Button disabled={chosen === null} onClick={() => chosen !== null && onConfirm(chosen)}>
            {t('choice.confirm')}
          </Button>
        </>
      }
    >
      <div
        role="radiogroup"
        aria-label={typeof title === 'string' ? title : undefined}
        css={{ display: 'grid', gap: 4 }}
      >
        {options.map((option) => (
          <label
            key={option.value}
            css={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 44, cursor: 'pointer' }}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={chosen === option.value}
              onChange={() => setChosen(option.value)}
              css={{ width: 20, height: 20, margin: 0 }}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </Dialog>
  );
}

export { Button, type ButtonProps } from './button';
export { ButtonLink, type ButtonLinkProps } from './button-link';
export { buttonCss, type ButtonVariant } from './button-styles';
export { Card, type CardProps } from './card';
export { Dialog, type DialogProps } from './dialog';
export { Spinner, type SpinnerProps } from './spinner';
export { Toaster } from './toaster';
export {
  toast,
  showToast,
  dismissToast,
  toastStore,
  toastDurationMs,
  maxToasts,
  type Toast,
  type ToastKind,
} from './toast-store';
export { VisuallyHidden, visuallyHiddenCss } from './visually-hidden';
export { BaseStyles } from './base-styles';
export { FormField, describedByOf, type FormFieldProps, type FieldControlProps } from './form-field';
export { FieldError, type FieldErrorProps } from './field-error';
export { RequirementMarker, type RequirementMarkerProps } from './requirement-marker';
export { inputCss, labelCss } from './field-styles';
export { TextInput, type TextInputProps } from './text-input';
export { Select, type SelectProps } from './select';
export {
  RadioGroup,
  CheckboxGroup,
  type ChoiceOption,
  type RadioGroupProps,
  type CheckboxGroupProps,
} from './choice-group';
export {
  PasswordInput,
  PasswordChecklist,
  type PasswordInputProps,
  type PasswordChecklistProps,
  type PasswordChecklistEntry,
} from './password-field';
export { StepBar, type StepBarProps } from './step-bar';
export { useCountdown, type Countdown } from './use-countdown';
export { ResendButton, type ResendButtonProps } from './resend-button';
export { PinCodeField, type PinCodeFieldProps } from './pin-code-field';
export { ChoiceDialog, type ChoiceDialogProps } from './choice-dialog';
export { PolicyScrollBox, loadPolicySanitizer, type PolicyScrollBoxProps } from './policy-scroll-box';
export {
  PolicyConsentList,
  usePolicyConsent,
  type PolicyConsentLabels,
  type PolicyConsentListProps,
  type PolicyConsentsSchemaOf,
  type PolicyConsentState,
} from './policy-consent';

// A secondary entry (`@vs/ui/profile-form`): the one profile form of sign-up and /mypage/edit
// (spec 001 §5 "Profile fields"), kept out of `@vs/ui`'s index like `@vs/ui/form` because it
// reads formik and the validation lib. Its labels live in the 'profile' i18n namespace.
export { CustomInfoFields } from './custom-info-fields';
export { ProfileFields } from './profile-fields';
export {
  emptyStatus,
  initialProfileValues,
  type FormStatus,
  type ProfileFormSettings,
  type ProfileFormValues,
} from './profile-form-model';
export { profileFormPathOf, profileRequestOf, validateProfileForm, type ExtraFields } from './profile-form-submit';
export { TextField, type TextFieldProps } from './text-field';
export { useFieldState, type FieldState } from './use-field-state';
export { fieldErrorsAt, statusRefusal } from './status-refusal';

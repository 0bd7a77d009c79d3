export * from './errors';
export * from './paths';
export * from './store';
export * from './plans';
export * from './screen-data';
export * from './remotes';
export { passwordStrengths, profileFieldNames, honorifics } from '@vs/validation';
export type {
  PasswordStrength,
  ProfileFieldRule,
  ProfileFieldName,
  ProfileFieldRules,
  SexCode,
  GenderInputType,
  CustomAssociatedInfoType,
  CustomAssociatedInfoOption,
  CustomAssociatedInfoDef,
  CustomAssociatedInfoValue,
  CustomAssociatedInfoValues,
  SurveyQuestionType,
  SurveyQuestion,
  SurveyAnswers,
  CardBrandCode,
  Honorific,
} from '@vs/validation';
export * from './dev-mailbox';
export * from './policies';
export * from './signup';
export * from './auth';
export * from './multi-factor';
export * from './account';
export * from './payment';
export * from './purchase';
export * from './endpoint';
export * as endpoints from './endpoints';
export { endpointTable } from './endpoint-table';
export * from './oidc';
export * from './playback';
export * from './sessions';
export * from './billing';
export * from './external-identity';

// A secondary entry (`@vs/ui/survey`): the store's survey inside a formik form, shared by withdrawal,
// purchase and subscription cancellation. Kept apart from `@vs/ui` because it needs formik and the
// validation lib's messages, which pages without a survey should not load.
export { SurveyFields, type SurveyFieldsProps } from './survey-fields';
export { initialSurveyAnswers, surveyAnswersOf, surveyFormSchema, type SurveyFormAnswers } from './survey-values';

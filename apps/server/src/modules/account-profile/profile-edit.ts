import {
  profileFieldNames,
  type AccountStepAnswer,
  type CustomAssociatedInfoValue,
  type CustomAssociatedInfoValues,
  type endpoints,
  type ProfileEditScreenData,
  type ProfileFieldName,
} from '@vs/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { href } from '@vs/routes';
import { accounts } from '../../db/schema';
import type { EndpointCall } from '../../http/endpoint-route';
import { recordAccountChange } from '../account/account-changes';
import type { AccountRow } from '../account/accounts.repository';
import { requireMember } from '../member/require-member';
import { signupSettingsOf, type SignupSettings } from '../store/signup-settings';
import { requireStore } from '../store/store.plugin';

/** The fields this store asks for; NOT_USE ones are neither shown nor changed. */
const usedFields = (settings: SignupSettings): ProfileFieldName[] =>
  profileFieldNames.filter(
    (field) => settings.fieldRules[field] === 'REQUIRED' || settings.fieldRules[field] === 'OPTIONAL',
  );
const usedQuestions = (settings: SignupSettings) =>
  settings.customAssociatedInfo.filter((def) => def.rule !== 'NOT_USE');

/** GET /zapi/internal/mypage/edit/screen-data: the sign-up form's rules, prefilled with the member's values. */
export async function profileEditScreenOf(
  app: FastifyInstance,
  storeId: string,
  member: AccountRow,
): Promise<ProfileEditScreenData> {
  const settings = await signupSettingsOf(app.db, storeId);
  return {
    fieldRules: settings.fieldRules,
    genderInputType: settings.genderInputType,
    disallowUnknownGender: settings.disallowUnknownGender,
    customAssociatedInfo: settings.customAssociatedInfo,
    values: Object.fromEntries(usedFields(settings).map((field) => [field, member[field]])),
    customAssociatedInfoValues: Object.fromEntries(
      usedQuestions(settings).map((def) => [def.id, member.customAssociatedInfo[def.id] ?? null]),
    ),
  };
}

/** Checkbox answers compare by content, whatever order their keys came in. */
function sameAnswer(
  a: CustomAssociatedInfoValue | null | undefined,
  b: CustomAssociatedInfoValue | null | undefined,
): boolean {
  const canonical = (value: CustomAssociatedInfoValue | null | undefined) =>
    value && typeof value === 'object'
      ? JSON.stringify(Object.entries(value).sort(([x], [y]) => x.localeCompare(y)))
      : JSON.stringify(value ?? null);
  return canonical(a) === canonical(b);
}

/**
 * POST /zapi/account/edit: validated with the sign-up form's own profile schema; only the fields the
 * store uses are written, and the change record names those whose value actually changed.
 */
export async function editProfile(
  app: FastifyInstance,
  { request, body }: EndpointCall<typeof endpoints.accountEdit>,
): Promise<AccountStepAnswer> {
  const member = await requireMember(app, request);
  const settings = await signupSettingsOf(app.db, requireStore(request).id);
  const form = await body(settings);

  const changedFields = usedFields(settings).filter((field) => (form.optionalInfo[field] ?? null) !== member[field]);
  const changedQuestions = usedQuestions(settings).filter(
    (def) => !sameAnswer(form.customAssociatedInfo[def.id], member.customAssociatedInfo[def.id]),
  );
  if (changedFields.length + changedQuestions.length > 0) {
    const answers: CustomAssociatedInfoValues = {
      ...member.customAssociatedInfo,
      ...Object.fromEntries(changedQuestions.map((def) => [def.id, form.customAssociatedInfo[def.id] ?? null])),
    };
    await app.db
      .update(accounts)
      .set({
        ...Object.fromEntries(changedFields.map((field) => [field, form.optionalInfo[field] ?? null])),
        customAssociatedInfo: answers,
      })
      .where(eq(accounts.id, member.id));
    await recordAccountChange(app.db, request, member.id, 'profile', app.now(), [
      ...changedFields,
      ...changedQuestions.map((def) => `customAssociatedInfo.${def.id}`),
    ]);
  }
  return { redirectTo: href('/mypage/edit/complete') };
}

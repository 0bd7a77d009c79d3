/** Multi-factor set-up and trusted devices on My Page (spec 001 §7 "Multi-factor calls"). */
import {
  backupCodesSavedSchema,
  messages,
  multiFactorValueSchema,
  otpSchema,
  smsPhoneNumberSchema,
} from '@vs/validation';
import { array, lazy, mixed, object, string } from 'yup';
import type { EnablableMultiFactorType } from '../auth';
import { endpoint } from '../endpoint';
import {
  BACKUP_CODE_COUNT,
  BACKUP_CODE_LENGTH,
  type BackupCodeListAnswer,
  type EnableMultiFactorAnswer,
} from '../multi-factor';
import type { RedirectAnswer } from '../screen-data';

/** Secrets are 32 base32 characters; codes are 6 digits. Anything much longer is not worth hashing. */
const FIELD_MAX = 64;
const anyFactorType = () =>
  mixed<EnablableMultiFactorType>()
    .required(messages.generic.required)
    .oneOf(['Email', 'SMS', 'OTP'], messages.generic.invalid);

/**
 * OTP needs the secret and a 6-digit code; Email/SMS send a code without `token` and check it with one.
 * An SMS send names the number to prove (`phoneNumber`): the factor keeps that number, not the profile's.
 */
export const enableMultiFactor = /* @__PURE__ */ endpoint<EnableMultiFactorAnswer>()({
  method: 'POST',
  path: '/zapi/account/enable-multi-factor',
  body: (offered: readonly EnablableMultiFactorType[]) =>
    object({
      multiFactorType: mixed<EnablableMultiFactorType>()
        .required(messages.generic.required)
        .oneOf([...offered], messages.generic.invalid),
      secret: string().when('multiFactorType', ([type]: unknown[], schema) =>
        type === 'OTP'
          ? schema.required(messages.generic.required).max(FIELD_MAX, messages.generic.tooLong)
          : schema.strip(),
      ),
      token: lazy((value: unknown, { parent }: { parent?: { multiFactorType?: unknown } }) => {
        if (parent?.multiFactorType === 'OTP') return otpSchema();
        return value === undefined
          ? string().optional()
          : multiFactorValueSchema().max(FIELD_MAX, messages.generic.tooLong);
      }),
      phoneNumber: string().when(['multiFactorType', 'token'], ([type, token]: unknown[], schema) =>
        type === 'SMS' && token === undefined ? smsPhoneNumberSchema() : schema.strip(),
      ),
    }),
  errors: ['PIN_CODE_ERROR', 'TOO_MANY_REQUESTS', 'MAIL_SEND_FAILED', 'INVALID_SESSION_FLOW', 'STEP_UP_REQUIRED'],
});

/** The codes shown, after "I saved the codes". */
export const enableMultiFactorWithBackupCode = /* @__PURE__ */ endpoint<RedirectAnswer>()({
  method: 'POST',
  path: '/zapi/account/enable-multi-factor/with-backup-code',
  body: () =>
    object({
      multiFactorType: anyFactorType(),
      backupCodeList: array(
        string().required(messages.generic.required).max(BACKUP_CODE_LENGTH, messages.generic.tooLong),
      )
        .required(messages.generic.required)
        .max(BACKUP_CODE_COUNT, messages.generic.tooManyItems),
      /** The 'I saved the codes' tick (spec 001 §5): must be true. */
      saved: backupCodesSavedSchema(),
    }),
  errors: ['INVALID_SESSION_FLOW', 'STEP_UP_REQUIRED'],
});

export const backupCodeRegenerate = /* @__PURE__ */ endpoint<BackupCodeListAnswer>()({
  method: 'POST',
  path: '/zapi/account/backup-code-regenerate',
  errors: ['STEP_UP_REQUIRED'],
});

/** Any type the member may have enabled, also one the store has stopped offering since. */
export const disableMultiFactor = /* @__PURE__ */ endpoint<RedirectAnswer>()({
  method: 'POST',
  path: '/zapi/account/disable-multi-factor',
  body: () => object({ multiFactorType: anyFactorType() }),
  errors: ['STEP_UP_REQUIRED'],
});

/** One of the member's own remembered devices (204); another's is not found. */
export const trustedDevice = /* @__PURE__ */ endpoint<undefined>()({
  method: 'DELETE',
  path: '/zapi/account/trusted-device',
  body: () => object({ deviceToken: string().required(messages.generic.required).max(64, messages.generic.tooLong) }),
  errors: ['NOT_FOUND', 'STEP_UP_REQUIRED'],
});

/** Every remembered device, this browser's cookie too (204). */
export const trustedDeviceAll = /* @__PURE__ */ endpoint<undefined>()({
  method: 'DELETE',
  path: '/zapi/account/trusted-device/all',
  errors: ['STEP_UP_REQUIRED'],
});

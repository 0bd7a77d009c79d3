import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { emailTaken, insertAccount } from '../modules/account/accounts.repository';
import { enableFactor, setPreferredFactor } from '../modules/mfa/factors.repository';
import { sealOtpSecret } from '../modules/mfa/otp-secret-seal';
import { hashPassword } from '../modules/password/password-hasher';
import { currentPolicies, insertConsents } from '../modules/policy/policy.repository';
import { seedDemoBilling } from './demo-billing';
import demoMembers from './demo-members.json';

interface DemoMember {
  readonly email: string;
  readonly password: string;
  readonly otpSecret?: string;
}

/**
 * One member as if it had signed up (mail verified, current policies agreed); kept when already there.
 * Answers the new member's id, or null when it was there already.
 */
async function seedMember(
  db: Db,
  storeId: string,
  { email, password, otpSecret }: DemoMember,
  now: Date,
): Promise<string | null> {
  if (await emailTaken(db, storeId, email)) return null;
  const passwordHash = await hashPassword(password);
  // Sealed outside the transaction: the sealing key is cached per database handle, not per transaction.
  const otpSecretSealed = otpSecret ? await sealOtpSecret(db, otpSecret) : null;
  return db.transaction(async (tx) => {
    const member = await insertAccount(tx, {
      storeId,
      email,
      userId: null,
      passwordHash,
      emailVerifiedAt: now,
      customAssociatedInfo: {},
      createdAt: now,
      passwordUpdatedAt: now,
    });
    await insertConsents(tx, member.id, await currentPolicies(tx, storeId, now), now);
    if (!otpSecretSealed) return member.id;
    await enableFactor(tx, member.id, 'OTP', now, otpSecretSealed);
    await setPreferredFactor(tx, member.id, 'OTP');
    return member.id;
  });
}

/**
 * DEMO=1 only: a newcomer can log in at once, with a password (demo@example.com) and with an
 * authenticator app as second factor (demo-otp@example.com), without signing up first. The first has
 * contracts and a year and more of payment history (demo-billing.ts), so every My Page billing page
 * shows something.
 */
export const demoMembersPlugin = fp(
  async (app: FastifyInstance) => {
    const now = app.now();
    const member = await seedMember(app.db, demoMembers.storeId, demoMembers.password, now);
    if (member) await seedDemoBilling(app.db, { storeId: demoMembers.storeId, accountId: member, now });
    await seedMember(app.db, demoMembers.storeId, demoMembers.otp, now);
  },
  { name: 'demo-members', dependencies: ['database', 'clock'] },
);

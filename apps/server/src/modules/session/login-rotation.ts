import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeNamed } from '../../db/named-statement';
import { togetherSteps } from '../../db/write-together';
import { sessions } from '../../db/schema';
import type { SessionData } from './session-data';
import type { SessionRow } from './session.repository';

export interface LoginRotation {
  /** The session this browser had (a row or only a pre-session's id), or null: its data is carried over. */
  readonly oldId: string | null;
  /** The new session: a new id, the login's keys in `data`, its times. */
  readonly row: SessionRow;
  /** Keys the login removes from the carried-over data (its values set to undefined). */
  readonly removed: readonly string[];
  /** Writes that commit with the session's (the guessing-limit settlement, the login-history row). */
  readonly alongside: readonly SQL[];
  readonly now: Date;
}

/**
 * The session's side of a login, in one statement with `alongside`: a live old row of this store
 * moves to the new id with its data plus the login's keys (minus `removed`); without one a new
 * row is inserted (an expired old row goes). Answers the new session's data, read from the row,
 * so the old one need not be read first.
 */
export async function rotateSessionForLogin(db: Db, rotation: LoginRotation): Promise<SessionData> {
  const { oldId, row, removed, alongside, now } = rotation;
  const s = sessions;
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const set = sql`${JSON.stringify(row.data)}::jsonb`;
  const old = sql`${s.id} = ${oldId}::text and ${s.storeId} = ${row.storeId}`;
  const kept = sql.join([sql`${s.data}`, ...removed.map((key) => sql`${key}::text`)], sql` - `);
  const others = alongside.length > 0 ? sql`, ${sql.join(togetherSteps(alongside), sql`, `)}` : sql``;
  const { rows } = await executeNamed<{ data: SessionData | string }>(
    db,
    sql`with
      moved as (update ${s} set id = ${row.id}, data = (${kept}) || ${set},
          created_at = ${at(row.createdAt)}, last_seen_at = ${at(row.lastSeenAt)}, expires_at = ${at(row.expiresAt)}
        where ${old} and ${s.expiresAt} > ${at(now)} returning data),
      expired as (delete from ${s} where ${old} and ${s.expiresAt} <= ${at(now)}),
      created as (insert into ${s} (id, store_id, data, created_at, last_seen_at, expires_at)
        select ${row.id}, ${row.storeId}, ${set}, ${at(row.createdAt)}, ${at(row.lastSeenAt)}, ${at(row.expiresAt)}
        where not exists (select 1 from moved) returning data)${others}
    select data from moved union all select data from created`,
  );
  const [answer] = rows;
  if (!answer) throw new Error('the login wrote no session');
  return typeof answer.data === 'string' ? (JSON.parse(answer.data) as SessionData) : answer.data;
}

import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeShaped, nestShaped, type ShapedSql, type Slot } from '../../db/shaped-statement';
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
  readonly alongside: readonly ShapedSql[];
  readonly now: Date;
}

/**
 * The statement's text: `removed` is written in (key names from code), every value is a slot.
 * Answers the new session's data from the moved row or the created one.
 */
function rotationText(removed: readonly string[], writes: readonly SQL[], slot: Slot): SQL {
  const s = sessions;
  const at = (name: string) => sql`${slot(name)}::timestamptz`;
  const set = sql`${slot('data')}::jsonb`;
  const old = sql`${s.id} = ${slot('oldId')}::text and ${s.storeId} = ${slot('storeId')}`;
  const kept = sql.join([sql`${s.data}`, ...removed.map((key) => sql`${key}::text`)], sql` - `);
  const others = writes.length > 0 ? sql`, ${togetherSteps(writes)}` : sql``;
  return sql`with
      moved as (update ${s} set id = ${slot('id')}, data = (${kept}) || ${set},
          created_at = ${at('createdAt')}, last_seen_at = ${at('lastSeenAt')}, expires_at = ${at('expiresAt')}
        where ${old} and ${s.expiresAt} > ${at('now')} returning data),
      expired as (delete from ${s} where ${old} and ${s.expiresAt} <= ${at('now')}),
      created as (insert into ${s} (id, store_id, data, created_at, last_seen_at, expires_at)
        select ${slot('id')}, ${slot('storeId')}, ${set}, ${at('createdAt')}, ${at('lastSeenAt')}, ${at('expiresAt')}
        where not exists (select 1 from moved) returning data)${others}
    select data from moved union all select data from created`;
}

/**
 * The session's side of a login, in one statement with `alongside`: a live old row of this store
 * moves to the new id with its data plus the login's keys (minus `removed`); without one a new
 * row is inserted (an expired old row goes). Answers the new session's data, read from the row,
 * so the old one need not be read first.
 */
export async function rotateSessionForLogin(db: Db, rotation: LoginRotation): Promise<SessionData> {
  const { oldId, row, removed, alongside, now } = rotation;
  const { rows } = await executeShaped<{ data: SessionData | string }>(
    db,
    nestShaped(
      `login-rotation[${removed.join(',')}]`,
      alongside,
      (writes, slot) => rotationText(removed, writes, slot),
      {
        oldId,
        storeId: row.storeId,
        id: row.id,
        data: JSON.stringify(row.data),
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        now: now.toISOString(),
      },
    ),
  );
  const [answer] = rows;
  if (!answer) throw new Error('the login wrote no session');
  return typeof answer.data === 'string' ? (JSON.parse(answer.data) as SessionData) : answer.data;
}

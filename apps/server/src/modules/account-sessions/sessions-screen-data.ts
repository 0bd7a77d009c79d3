import type { SessionsScreenData } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { forMembers } from '../member/require-member';
import { listSessionsOfAccount } from '../session/session.repository';
import { activeSessionOf, currentFirst, sessionClock } from './session-list';

/** GET /zapi/internal/mypage/sessions/screen-data: the member's live sessions in this store. */
export function registerSessionsScreenData(app: FastifyInstance): void {
  app.screenData.register(
    '/mypage/sessions',
    forMembers(app, async (screen, member): Promise<SessionsScreenData> => {
      const current = await screen.request.session.load();
      const rows = await listSessionsOfAccount(app.db, screen.store.id, member.id, sessionClock());
      return { sessions: currentFirst(rows.map((row) => activeSessionOf(row, current?.id ?? null))) };
    }),
  );
}

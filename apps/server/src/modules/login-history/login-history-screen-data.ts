import type { LoginHistoryEntry, LoginHistoryScreenData } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { forMembers } from '../member/require-member';
import type { LoginHistoryRow } from '../auth/login-history.repository';
import { countLoginHistory, loginHistoryPage } from './login-history-page.repository';

export const LOGIN_HISTORY_PER_PAGE = 20;

/** The stored row in the contract's words (spec 000 §3 "Login history entry"). */
export function loginHistoryEntryOf(row: LoginHistoryRow): LoginHistoryEntry {
  return {
    createdAt: row.at.toISOString(),
    ip: row.ip,
    result: row.result,
    userIdentifierName: row.identifier,
    loginMethod: row.loginMethod as LoginHistoryEntry['loginMethod'],
    multiFactorType: row.multiFactorType as LoginHistoryEntry['multiFactorType'],
    requestMultiFactor: row.multiFactorRequested,
    deviceInfo: row.deviceType,
    country: row.country,
    browserInfo: row.browser,
  };
}

/** `?page=N` within 1 … lastPage; anything else is the first page. */
export function pageNumberOf(raw: string | null, lastPage: number): number {
  const asked = raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(asked, 1), lastPage);
}

/** GET /zapi/internal/mypage/login-history/screen-data?page=N */
export function registerLoginHistoryScreenData(app: FastifyInstance): void {
  app.screenData.register(
    '/mypage/login-history',
    forMembers(app, async (screen, member): Promise<LoginHistoryScreenData> => {
      const totalCount = await countLoginHistory(app.db, screen.store.id, member.id);
      const lastPage = Math.max(1, Math.ceil(totalCount / LOGIN_HISTORY_PER_PAGE));
      const currentPage = pageNumberOf(screen.query.get('page'), lastPage);
      const rows = await loginHistoryPage(
        app.db,
        screen.store.id,
        member.id,
        (currentPage - 1) * LOGIN_HISTORY_PER_PAGE,
        LOGIN_HISTORY_PER_PAGE,
      );
      return {
        entries: rows.map(loginHistoryEntryOf),
        currentIp: screen.request.ip,
        page: { currentPage, lastPage, perPage: LOGIN_HISTORY_PER_PAGE, totalCount },
      };
    }),
  );
}

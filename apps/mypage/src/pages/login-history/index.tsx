import { useScreenData } from '@vs/mf';
import { FormPage, leadCss, noteCss } from '@vs/ui/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Pagination } from '../../components/pagination';
import { useIsWide } from '../../hooks/use-media-query';
import { loginHistoryPagePath, mypagePaths } from '../../paths';
import { HistoryCards } from './history-cards';
import { useHistoryRows } from './history-labels';
import { HistoryTable } from './history-table';

/**
 * /mypage/login-history: a table from 1000 px, expandable cards below (spec 000 §2 "Login
 * history"), the member's current address, and what to do about a login they do not recognise.
 */
export default function LoginHistoryPage() {
  const data = useScreenData('/mypage/login-history');
  const { t } = useTranslation('mypage');
  const wide = useIsWide();
  const rows = useHistoryRows(data.entries);

  return (
    <FormPage title={t('history.title')}>
      <p css={leadCss}>
        {t('history.currentIp')} <strong>{data.currentIp}</strong>
      </p>
      <div css={(theme) => ({ display: 'grid', gap: theme.space(1) })}>
        <p css={noteCss}>{t('history.advice')}</p>
        <ul css={(theme) => ({ margin: 0, paddingLeft: theme.space(5), display: 'grid', gap: theme.space(1) })}>
          <li>
            <Link to={mypagePaths.passwordEdit}>{t('history.changePassword')}</Link>
          </li>
          <li>
            <Link to={mypagePaths.multiFactor}>{t('history.enableMultiFactor')}</Link>
          </li>
        </ul>
      </div>
      {rows.length === 0 ? (
        <p css={leadCss}>{t('history.empty')}</p>
      ) : wide ? (
        <HistoryTable rows={rows} />
      ) : (
        <HistoryCards rows={rows} />
      )}
      {data.page.lastPage > 1 ? (
        <Pagination current={data.page.currentPage} last={data.page.lastPage} pathOf={loginHistoryPagePath} />
      ) : null}
    </FormPage>
  );
}

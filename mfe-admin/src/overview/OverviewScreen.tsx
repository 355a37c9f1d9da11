// /admin/overview: the product in figures (users, sign-ups, connections, teams, plans, rules, pending requests) and the audit log.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { requestErrorText, useServerQuery } from 'shared-graph';
import { BarChart, Card, ErrorState, formatCount, Spinner, Stack } from 'shared-ui';
import { adminApi, adminKeys, type OverviewFigures } from '../api/adminApi';
import { AdminPage } from '../layout/AdminPage';
import { AuditLog } from './AuditLog';

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Figure = styled.div`
  margin: 0;
  font-size: 28px;
  font-weight: 600;
  line-height: 1.2;
`;

const Detail = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.muted};
  /* Links inside a sentence are told apart by more than colour (WCAG 1.4.1). */
  a { text-decoration: underline; text-underline-offset: 2px; }
`;

function Tile({ title, value, children }: { title: string; value: string; children?: React.ReactNode }) {
  return (
    <li>
      <Card title={title}>
        <Figure>{value}</Figure>
        {children && <Detail>{children}</Detail>}
      </Card>
    </li>
  );
}

function Figures({ figures }: { figures: OverviewFigures }) {
  const signups = figures.signups_per_day;
  const last7 = signups.slice(-7).reduce((sum, d) => sum + d.count, 0);
  const subscriptions = figures.active_subscriptions.reduce((sum, s) => sum + s.count, 0);
  return (
    <Stack>
      <Tiles aria-label="Figures">
        <Tile title="Users" value={formatCount(figures.users.total)}>
          <Link to="/admin/user">{formatCount(last7)} new in 7 days</Link> · {formatCount(figures.users.disabled)} disabled
        </Tile>
        <Tile title="Connected accounts" value={formatCount(figures.connections.connected)}>
          <Link to="/admin/user?connection=expired">{formatCount(figures.connections.expired)} expired</Link> · {formatCount(figures.connections.ad_accounts)} ad accounts
        </Tile>
        <Tile title="Teams" value={formatCount(figures.teams)} />
        <Tile title="Active subscriptions" value={formatCount(subscriptions)}>
          {figures.active_subscriptions.length === 0
            ? 'No active plans'
            : figures.active_subscriptions.map((s, i) => (
                <span key={s.package}>
                  {i > 0 && ' · '}
                  <Link to={`/admin/user?package=${encodeURIComponent(s.package)}`}>
                    {s.package} {formatCount(s.count)}
                  </Link>
                </span>
              ))}
        </Tile>
        <Tile title="Rules" value={formatCount(figures.rules.rules)}>
          {formatCount(figures.rules.enabled)} on · {formatCount(figures.rules.runs_24h)} runs in 24 h, {formatCount(figures.rules.failed_runs_24h)} with failures
        </Tile>
        <Tile title="Pending requests" value={formatCount(figures.pending.upgrade_requests + figures.pending.deletion_requests)}>
          {formatCount(figures.pending.upgrade_requests)} upgrades · {formatCount(figures.pending.deletion_requests)} deletions
        </Tile>
      </Tiles>
      <Card title="New sign-ups per day">
        <BarChart
          title="New sign-ups per day"
          hideTitle
          description={`Accounts created per day (UTC) over the last ${signups.length} days.`}
          categories={signups.map((d) => d.day.slice(5))}
          series={[{ name: 'Sign-ups', values: signups.map((d) => d.count) }]}
          format="count"
          categoryLabel="Day"
        />
      </Card>
    </Stack>
  );
}

export function OverviewScreen() {
  const query = useServerQuery(adminKeys.overview, (signal) => adminApi.overview(signal));
  return (
    <AdminPage title="Admin overview" description="How Sasar is doing, and what the admins and customer service did.">
      {query.isPending ? (
        <Spinner label="Loading the figures" />
      ) : query.data ? (
        <Figures figures={query.data} />
      ) : (
        <ErrorState message={requestErrorText(query.error, 'The figures could not be loaded.')} onRetry={() => void query.refetch()} />
      )}
      <AuditLog />
    </AdminPage>
  );
}

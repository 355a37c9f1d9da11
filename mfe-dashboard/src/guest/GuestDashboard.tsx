// The open /dashboard for a visitor who is not logged in (SPEC §2): what the dashboard offers, and a way in. No one's data.
import { useLocation } from 'react-router-dom';
import { loginRedirectPath } from 'shared-graph';
import { LinkButton, PageHeader } from 'shared-ui';
import styled from 'styled-components';

const Page = styled.div`
  max-width: 880px;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
`;

const Features = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.xl} 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space.lg};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const FEATURES = [
  { title: 'Overview', text: 'KPI cards for your objective with the change against the previous period, a trend per metric, and what is active, paused or learning.' },
  { title: 'Several ad accounts at once', text: 'Your own and your teams’ accounts side by side; amounts in different currencies are shown per currency, never added up.' },
  { title: 'Funnel', text: 'Cold, engaged, website visitors and buyers: what each stage of your audience funnel costs and returns.' },
  { title: 'Breakdowns', text: 'Age, gender, country, region, device and platform, and an hour-by-day heat map of when your ads work.' },
  { title: 'Daily performance', text: 'Day by day with totals and the previous period beside every figure; export it as CSV.' },
  { title: 'Presets per objective', text: 'Revenue, website purchases, leads, app installs, delivery and collaborative ads — or pick any of 90+ metrics.' },
];

/** A guest who followed a link to one screen sees that screen's name (and what the whole dashboard offers). */
const SCREEN_TITLES: Record<string, string> = { funnel: 'Funnel', breakdown: 'Breakdown', 'daily-performance': 'Daily performance' };

export function GuestDashboard() {
  const location = useLocation();
  const screen = location.pathname.split('/')[2] ?? '';
  return (
    <Page>
      <PageHeader title={SCREEN_TITLES[screen] ?? 'Dashboard'} description="Every morning, one screen: how your ad accounts did against the period before, and where the money went." />
      <Features>
        {FEATURES.map((f) => (
          <li key={f.title}>
            <h2>{f.title}</h2>
            <p>{f.text}</p>
          </li>
        ))}
      </Features>
      <LinkButton variant="primary" to={loginRedirectPath(`${location.pathname}${location.search}`)}>
        Log in to see your dashboard
      </LinkButton>
    </Page>
  );
}

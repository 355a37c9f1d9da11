/** The product's release notes, newest first. */
import type { ChangelogEntry, ChangelogModule } from './schema';

const entry = (date: string, title: string, module: ChangelogModule, items: ChangelogEntry['items']): ChangelogEntry => ({
  id: Date.parse(`${date}T09:00:00Z`),
  date,
  title,
  module,
  items,
});

export const CHANGELOG: readonly ChangelogEntry[] = [
  entry('2025-07-21', 'Version 3.20 — Team activity log', 'Web', [
    { type: 'new', description: 'Settings › Activity lists every change your team made to campaigns, ad sets and ads, filterable by member and object.' },
    { type: 'new', description: 'Invite links for teams: share a link, the invitee joins with one click. Links are single-use and expire after 7 days.' },
    { type: 'change', description: 'The plan shown in analytics is now the plan of the team you own; members of someone else\'s team show as "Team member".' },
  ]),
  entry('2025-06-30', 'Version 3.19 — Announcements and upgrade requests', 'Web', [
    { type: 'new', description: 'Announcement ribbon on research, dashboard, ads manager, automation and settings pages. Close it once and it stays closed.' },
    { type: 'new', description: 'Request a plan upgrade from the Upgrade page; our team confirms it and your plan changes without re-login.' },
    { type: 'fix', description: 'The subscription banner counted a partial last day as a whole day.' },
  ]),
  entry('2025-06-09', 'Extension 2.8', 'Extension', [
    { type: 'change', description: 'The extension now answers in under a second on pages with many open tabs.' },
    { type: 'fix', description: 'Ad accounts in a different currency were sometimes selected first after connecting.' },
  ]),
  entry('2025-05-19', 'Version 3.18 — Graph API v21.0', 'Web', [
    { type: 'change', description: 'Every call now uses Graph API v21.0. Older API versions can still be chosen in Account settings.' },
    { type: 'fix', description: 'Reach estimates for custom location groups returned zero when a city was also selected.' },
    { type: 'bug', description: 'Known issue: some Advantage+ campaigns show an empty objective; the numbers are correct.' },
  ]),
  entry('2025-04-22', 'Version 3.17 — Daily performance', 'Web', [
    { type: 'new', description: 'Dashboard › Daily performance charts spend, results and cost per result day by day for any date range.' },
    { type: 'new', description: 'Compare two periods side by side in the dashboard compare table.' },
  ]),
  entry('2025-03-31', 'Version 3.16 — Rule templates', 'Web', [
    { type: 'new', description: 'Start an automation rule from a template: stop losers, scale winners, protect budget at night.' },
    { type: 'change', description: 'The execution log groups actions by rule run and shows the value that triggered them.' },
  ]),
  entry('2025-03-03', 'Version 3.15 — Bid changes in rules', 'Web', [
    { type: 'new', description: 'Automation rules can raise or lower bid caps and cost caps by an amount or a percentage.' },
    { type: 'fix', description: 'Rules on ad sets with lifetime budgets skipped their first run.' },
  ]),
  entry('2025-02-10', 'Version 3.14 — Funnel analytics', 'Web', [
    { type: 'new', description: 'Dashboard › Funnel shows impressions → clicks → add to cart → purchase with drop-off per step.' },
    { type: 'change', description: 'Objective presets pick the right metrics for sales, leads, traffic and awareness campaigns.' },
  ]),
  entry('2025-01-13', 'Version 3.13 — Breakdowns', 'Web', [
    { type: 'new', description: 'Break results down by age, gender, country, placement and device in Dashboard › Breakdown.' },
    { type: 'fix', description: 'Currency amounts in JPY were shown with two decimals.' },
  ]),
  entry('2024-12-09', 'Extension 2.7', 'Extension', [
    { type: 'new', description: 'Works without a Facebook connection: the extension uses your browser session for research.' },
    { type: 'fix', description: 'The extension could stop responding after the browser woke from sleep.' },
  ]),
  entry('2024-11-18', 'Version 3.12 — Duplicate campaigns', 'Web', [
    { type: 'new', description: 'Duplicate campaigns, ad sets and ads in bulk from the ads manager; copies are named "- Copy n".' },
    { type: 'change', description: 'Progress of long duplications is shown while you keep working.' },
  ]),
  entry('2024-10-21', 'Version 3.11 — Settings columns', 'Web', [
    { type: 'new', description: 'Choose which settings columns the ads manager lists show: budget, bid strategy, schedule, optimisation goal.' },
    { type: 'fix', description: 'Sorting by cost per result put assets without results first.' },
  ]),
  entry('2024-09-23', 'Version 3.10 — Ads manager', 'Web', [
    { type: 'new', description: 'A faster ads manager: campaign, ad set and ad lists with inline status and budget changes.' },
    { type: 'new', description: 'Asset detail pages with performance over time.' },
  ]),
  entry('2024-08-26', 'Version 3.9 — Teams', 'Web', [
    { type: 'new', description: 'Create a team and work on the team owner\'s ad accounts without sharing a Facebook login.' },
    { type: 'change', description: 'If the team owner\'s Facebook session expires, members now see who needs to reconnect.' },
  ]),
  entry('2024-07-29', 'Version 3.8 — Saved groups', 'Web', [
    { type: 'new', description: 'Save interest groups, reuse them across research sessions and export them to CSV.' },
    { type: 'fix', description: 'Saved groups with more than 50 interests loaded only the first page.' },
  ]),
  entry('2024-06-24', 'Version 3.7 — Audience overlap', 'Web', [
    { type: 'new', description: 'Compare up to five interests and see how much their audiences overlap.' },
    { type: 'bug', description: 'Known issue: overlap for very small audiences (under 1,000 people) is shown as 0%.' },
  ]),
  entry('2024-05-27', 'Version 3.6 — Explore', 'Web', [
    { type: 'new', description: 'Explore suggests related interests from the ones you already picked, with audience size.' },
    { type: 'change', description: 'Interest search shows the size range instead of a single number, as Meta does.' },
  ]),
  entry('2024-04-15', 'Version 3.5 — Page insights', 'Web', [
    { type: 'new', description: 'Page insights: find the pages your audience likes, with page category and fan count.' },
  ]),
  entry('2024-02-19', 'Version 3.4 — Indonesian interface', 'Web', [
    { type: 'new', description: 'Research pages and country names are available in Indonesian.' },
    { type: 'fix', description: 'Age ranges above 65 were sent as 64 in reach estimates.' },
  ]),
  entry('2023-11-06', 'Version 3.0 — A new Sasar', 'Web', [
    { type: 'new', description: 'A rebuilt Sasar: research, ads manager, dashboards and automation in one app.' },
    { type: 'change', description: 'Log in once; your Facebook connection is stored securely on our server.' },
  ]),
];

import { goalOf, locationOf, OBJECTIVES, objectiveOption } from './odaxMatrix';

const goals = (objective: string, location: string) => locationOf(objective, location).goals.map((g) => g.goal);

test("today's six objectives, in words, no legacy name", () => {
  expect(OBJECTIVES.map((o) => `${o.id}:${o.label}`)).toEqual([
    'OUTCOME_AWARENESS:Awareness',
    'OUTCOME_TRAFFIC:Traffic',
    'OUTCOME_ENGAGEMENT:Engagement',
    'OUTCOME_LEADS:Leads',
    'OUTCOME_APP_PROMOTION:App promotion',
    'OUTCOME_SALES:Sales',
  ]);
});

test('each objective allows its conversion locations and performance goals', () => {
  expect(objectiveOption('OUTCOME_SALES').locations.map((l) => l.label)).toEqual(['Website', 'App', 'Messaging apps']);
  expect(goals('OUTCOME_SALES', 'WEBSITE')).toEqual(expect.arrayContaining(['OFFSITE_CONVERSIONS', 'VALUE', 'LANDING_PAGE_VIEWS', 'LINK_CLICKS']));
  expect(locationOf('OUTCOME_SALES', 'WEBSITE')).toMatchObject({ promoted: 'pixel', destination: 'WEBSITE' });
  expect(locationOf('OUTCOME_SALES', 'WEBSITE').events?.[0]).toBe('PURCHASE');
  expect(objectiveOption('OUTCOME_LEADS').locations.map((l) => l.label)).toEqual(['Instant forms', 'Website', 'Messenger', 'Calls']);
  expect(goals('OUTCOME_LEADS', 'INSTANT_FORMS')).toContain('LEAD_GENERATION');
  expect(locationOf('OUTCOME_LEADS', 'INSTANT_FORMS').promoted).toBe('page');
  expect(locationOf('OUTCOME_LEADS', 'WEBSITE').events?.[0]).toBe('LEAD');
  expect(goals('OUTCOME_AWARENESS', 'NONE')).toEqual(['REACH', 'IMPRESSIONS', 'AD_RECALL_LIFT', 'THRUPLAY']);
  expect(goals('OUTCOME_TRAFFIC', 'WEBSITE')).toEqual(['LINK_CLICKS', 'LANDING_PAGE_VIEWS', 'REACH', 'IMPRESSIONS']);
  expect(goals('OUTCOME_ENGAGEMENT', 'ON_AD')).toEqual(expect.arrayContaining(['POST_ENGAGEMENT', 'THRUPLAY']));
  expect(goals('OUTCOME_ENGAGEMENT', 'MESSAGING')).toContain('CONVERSATIONS');
  expect(locationOf('OUTCOME_APP_PROMOTION', 'APP')).toMatchObject({ promoted: 'app', goals: expect.arrayContaining([expect.objectContaining({ goal: 'APP_INSTALLS' })]) });
});

test('a location or goal the objective does not allow falls back to its first', () => {
  expect(locationOf('OUTCOME_AWARENESS', 'WEBSITE').id).toBe('NONE');
  expect(goalOf(locationOf('OUTCOME_TRAFFIC', 'WEBSITE'), 'VALUE').goal).toBe('LINK_CLICKS');
  expect(objectiveOption('CONVERSIONS').id).toBe('OUTCOME_SALES');
});

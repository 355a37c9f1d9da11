import type { User } from 'shared-graph/host';
import { analyticsPlanName } from './planName';

const team = (id: number, createdBy: number, pkg: string | null) => ({ id, name: `T${id}`, created_by: createdBy, package: pkg, users: [] });
const user = (teams: User['teams']) => ({ id: 5, teams });

test('the package of the team the user created', () => {
  expect(analyticsPlanName(user([team(0, 5, null), team(3, 9, 'Agency'), team(4, 5, 'Pro')]))).toBe('Pro');
  expect(analyticsPlanName(user([team(0, 5, 'Starter')]))).toBe('Starter');
});

test("otherwise 'Team member'", () => {
  expect(analyticsPlanName(user([team(0, 5, null), team(3, 9, 'Agency')]))).toBe('Team member');
  expect(analyticsPlanName(user([]))).toBe('Team member');
  expect(analyticsPlanName(null)).toBe('Team member');
});

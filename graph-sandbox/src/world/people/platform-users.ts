/** The platform users of docs/contracts.md. Their ids and tokens are fixed by contract, not by the seed. */
export interface PlatformUser {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The user's long-lived token. */
  token: string;
  /** Background colour of the generated profile picture. */
  pictureColor: string;
}

export const PLATFORM_USERS: readonly PlatformUser[] = [
  {
    id: '100090000000001',
    name: 'Dewi Lestari',
    firstName: 'Dewi',
    lastName: 'Lestari',
    email: 'dewi.lestari@example.com',
    token: 'EAAsandbox-dewi',
    pictureColor: '#c2410c',
  },
  {
    id: '100090000000002',
    name: 'Budi Santoso',
    firstName: 'Budi',
    lastName: 'Santoso',
    email: 'budi.santoso@example.com',
    token: 'EAAsandbox-budi',
    pictureColor: '#1d4ed8',
  },
  {
    id: '100090000000003',
    name: 'Siti Rahma',
    firstName: 'Siti',
    lastName: 'Rahma',
    email: 'siti.rahma@example.com',
    token: 'EAAsandbox-siti',
    pictureColor: '#15803d',
  },
];

export const DEWI = PLATFORM_USERS[0] as PlatformUser;
export const BUDI = PLATFORM_USERS[1] as PlatformUser;
export const SITI = PLATFORM_USERS[2] as PlatformUser;

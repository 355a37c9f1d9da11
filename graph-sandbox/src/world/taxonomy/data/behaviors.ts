/** Behaviors: group → items with a description template. Paths are Behaviors › group › item. */
export interface BehaviorGroup {
  group: string;
  items: readonly string[];
  describe: (item: string) => string;
}

const DEVICE_BRANDS = ['Samsung', 'Apple', 'Xiaomi', 'Oppo', 'Vivo', 'Realme', 'Infinix', 'Huawei', 'Google Pixel', 'OnePlus', 'Sony', 'Motorola', 'Nokia', 'Asus', 'Tecno', 'Honor', 'Poco', 'Itel'];
const EXPAT_COUNTRIES = ['Indonesia', 'Malaysia', 'Singapore', 'Philippines', 'Thailand', 'Vietnam', 'India', 'China', 'Japan', 'South Korea', 'Australia', 'United States', 'United Kingdom', 'Germany', 'France', 'Netherlands', 'Saudi Arabia', 'United Arab Emirates', 'Qatar', 'Brazil', 'Mexico', 'Nigeria', 'Egypt', 'Turkey', 'Pakistan', 'Bangladesh', 'Sri Lanka', 'Nepal', 'Canada', 'Italy', 'Spain', 'Taiwan', 'Hong Kong'];

export const BEHAVIOR_GROUPS: readonly BehaviorGroup[] = [
  {
    group: 'Travel',
    items: ['Frequent Travelers', 'Frequent international travelers', 'Returned from travels 1 week ago', 'Returned from travels 2 weeks ago', 'Currently traveling', 'Commuters', 'Business travelers', 'Frequent flyers', 'Lived in a different city', 'Travel by car', 'Cruise travelers'],
    describe: (item) => `People who are likely to be in the segment "${item}" based on recent travel activity on Meta technologies.`,
  },
  {
    group: 'Digital activities',
    items: ['Facebook Page admins', 'Small business owners', 'Online spenders', 'Early technology adopters', 'Late technology adopters', 'Console gamers', 'Canvas gaming', 'Event creators', 'Facebook payments users (30 days)', 'Facebook payments users (90 days)', 'Marketplace buyers', 'Marketplace sellers', 'Live video viewers', 'Reels creators', 'People who used Wi-Fi in the last 7 days', 'Engaged shoppers', 'Technology early adopters in Southeast Asia', 'Primary email domain: Gmail', 'Uploaded photos in the last week', 'Internet browser used: Chrome', 'Internet browser used: Safari', 'Operating system used: Windows 10', 'Operating system used: macOS'],
    describe: (item) => `People who are likely to be "${item}" based on their activity on Meta technologies.`,
  },
  {
    group: 'Mobile device user',
    items: [
      ...DEVICE_BRANDS.map((brand) => `Owns: ${brand}`),
      ...DEVICE_BRANDS.slice(0, 10).map((brand) => `Uses a mobile device: ${brand}`),
      'New smartphone and tablet users',
      'Smartphone owners (All)',
      'Android: 360 degree media supported',
      'iOS 17 users',
      'iOS 18 users',
      'Android 13 users',
      'Android 14 users',
      'Network connection: 4G',
      'Network connection: 5G',
      'Network connection: Wi-Fi',
      'Uses a mobile device (12-18 months)',
      'Uses a mobile device (18-24 months)',
      'Uses a mobile device (25 months+)',
      'Feature phone users',
    ],
    describe: (item) => `People who are likely to match "${item}" based on the devices they use to access Meta technologies.`,
  },
  {
    group: 'Expats',
    items: [...EXPAT_COUNTRIES.map((country) => `Lived in ${country} (formerly Expats - ${country})`), 'Expats (All)', 'Family of those who live abroad', 'Friends of those who live abroad'],
    describe: (item) => `People whose original home country differs from where they live now ("${item}").`,
  },
  {
    group: 'Purchase behavior',
    items: ['Engaged shoppers', 'Luxury shoppers', 'Bargain hunters', 'Online buyers of clothing', 'Online buyers of electronics', 'Buyers of baby products', 'Buyers of pet products', 'Buyers of beauty products', 'Buyers of sports equipment', 'Buyers of home goods', 'Grocery delivery users', 'Buy now pay later users', 'Cash on delivery shoppers', 'Subscription box buyers'],
    describe: (item) => `People who are likely to be "${item}" based on recent shopping activity.`,
  },
  {
    group: 'Anniversary',
    items: ['Anniversary (within 61-90 days)', 'Anniversary within 30 days', 'Anniversary within 31-60 Days'],
    describe: (item) => `People with an anniversary in the window "${item}".`,
  },
  {
    group: 'Consumer classification',
    items: ['Affluent consumers', 'Middle-class consumers', 'Frequent online shoppers', 'Price-sensitive consumers', 'Premium brand buyers'],
    describe: (item) => `People who are likely to be "${item}" based on consumer behaviour patterns.`,
  },
  {
    group: 'Multicultural affinity',
    items: ['Indonesian culture affinity', 'Chinese Indonesian culture affinity', 'Japanese culture affinity', 'Korean culture affinity', 'Hispanic culture affinity', 'African American culture affinity', 'Asian American culture affinity', 'Arab culture affinity'],
    describe: (item) => `People whose activity on Meta technologies aligns with "${item}". Affinity, not ethnicity.`,
  },
  {
    group: 'Politics (US)',
    items: ['Likely to engage with political content (conservative)', 'Likely to engage with political content (liberal)', 'Likely to engage with political content (moderate)'],
    describe: (item) => `People in the United States who are likely to be "${item}".`,
  },
  {
    group: 'Soccer',
    items: ['Soccer fans (high content engagement)', 'Soccer fans (moderate content engagement)', 'Friends of football fans'],
    describe: (item) => `People who are "${item}" based on their engagement with football content.`,
  },
];

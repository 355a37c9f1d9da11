// Meta's outcome objectives (ODAX) as a buyer chooses them: each objective allows some conversion locations, each
// location some performance goals, and some of them must promote a pixel, a Page or an app.

export type Objective = 'OUTCOME_AWARENESS' | 'OUTCOME_TRAFFIC' | 'OUTCOME_ENGAGEMENT' | 'OUTCOME_LEADS' | 'OUTCOME_APP_PROMOTION' | 'OUTCOME_SALES';

export type Promoted = 'pixel' | 'page' | 'app' | null;

export interface PerformanceGoal {
  /** Meta's optimization_goal. */
  goal: string;
  label: string;
}

export interface ConversionLocation {
  id: string;
  label: string;
  /** Meta's destination_type, when the location sets one. */
  destination?: string;
  promoted: Promoted;
  goals: readonly PerformanceGoal[];
  /** Pixel events the location optimises for (custom_event_type), the first being the usual one. */
  events?: readonly string[];
}

export interface ObjectiveOption {
  id: Objective;
  label: string;
  description: string;
  locations: readonly ConversionLocation[];
}

const G = {
  REACH: { goal: 'REACH', label: 'Maximise reach of ads' },
  IMPRESSIONS: { goal: 'IMPRESSIONS', label: 'Maximise number of impressions' },
  AD_RECALL_LIFT: { goal: 'AD_RECALL_LIFT', label: 'Maximise ad recall lift' },
  THRUPLAY: { goal: 'THRUPLAY', label: 'Maximise ThruPlay views' },
  LINK_CLICKS: { goal: 'LINK_CLICKS', label: 'Maximise number of link clicks' },
  LANDING_PAGE_VIEWS: { goal: 'LANDING_PAGE_VIEWS', label: 'Maximise number of landing page views' },
  POST_ENGAGEMENT: { goal: 'POST_ENGAGEMENT', label: 'Maximise engagement with a post' },
  PAGE_LIKES: { goal: 'PAGE_LIKES', label: 'Maximise number of Page likes' },
  CONVERSATIONS: { goal: 'CONVERSATIONS', label: 'Maximise number of conversations' },
  QUALITY_CALL: { goal: 'QUALITY_CALL', label: 'Maximise number of calls' },
  OFFSITE_CONVERSIONS: { goal: 'OFFSITE_CONVERSIONS', label: 'Maximise number of conversions' },
  VALUE: { goal: 'VALUE', label: 'Maximise value of conversions' },
  LEAD_GENERATION: { goal: 'LEAD_GENERATION', label: 'Maximise number of leads' },
  QUALITY_LEAD: { goal: 'QUALITY_LEAD', label: 'Maximise number of conversion leads' },
  APP_INSTALLS: { goal: 'APP_INSTALLS', label: 'Maximise number of app installs' },
} as const satisfies Record<string, PerformanceGoal>;

const SALES_EVENTS = ['PURCHASE', 'ADD_TO_CART', 'INITIATED_CHECKOUT', 'ADD_PAYMENT_INFO', 'ADD_TO_WISHLIST', 'CONTENT_VIEW'] as const;
const LEAD_EVENTS = ['LEAD', 'COMPLETE_REGISTRATION', 'CONTACT', 'SUBMIT_APPLICATION', 'SCHEDULE'] as const;
const ENGAGEMENT_EVENTS = ['CONTENT_VIEW', 'SEARCH', 'ADD_TO_WISHLIST', 'OTHER'] as const;

export const OBJECTIVES: readonly ObjectiveOption[] = [
  {
    id: 'OUTCOME_AWARENESS',
    label: 'Awareness',
    description: 'Show your ads to people who are most likely to remember them.',
    locations: [{ id: 'NONE', label: 'No conversion location', promoted: null, goals: [G.REACH, G.IMPRESSIONS, G.AD_RECALL_LIFT, G.THRUPLAY] }],
  },
  {
    id: 'OUTCOME_TRAFFIC',
    label: 'Traffic',
    description: 'Send people to a destination, such as your website, app or Facebook event.',
    locations: [
      { id: 'WEBSITE', label: 'Website', destination: 'WEBSITE', promoted: null, goals: [G.LINK_CLICKS, G.LANDING_PAGE_VIEWS, G.REACH, G.IMPRESSIONS] },
      { id: 'APP', label: 'App', destination: 'APP', promoted: 'app', goals: [G.LINK_CLICKS] },
      { id: 'MESSAGING', label: 'Messaging apps', destination: 'MESSENGER', promoted: 'page', goals: [G.LINK_CLICKS, G.REACH, G.IMPRESSIONS] },
      { id: 'CALLS', label: 'Calls', destination: 'PHONE_CALL', promoted: 'page', goals: [G.LINK_CLICKS] },
    ],
  },
  {
    id: 'OUTCOME_ENGAGEMENT',
    label: 'Engagement',
    description: 'Get more messages, video views, post engagement, Page likes or event responses.',
    locations: [
      { id: 'ON_AD', label: 'On your ad', destination: 'ON_AD', promoted: null, goals: [G.POST_ENGAGEMENT, G.THRUPLAY, G.REACH, G.IMPRESSIONS] },
      { id: 'ON_PAGE', label: 'On your Page', destination: 'ON_PAGE', promoted: 'page', goals: [G.PAGE_LIKES] },
      { id: 'MESSAGING', label: 'Messaging apps', destination: 'MESSENGER', promoted: 'page', goals: [G.CONVERSATIONS, G.LINK_CLICKS] },
      { id: 'WEBSITE', label: 'Website', destination: 'WEBSITE', promoted: 'pixel', goals: [G.OFFSITE_CONVERSIONS, G.LANDING_PAGE_VIEWS, G.LINK_CLICKS], events: ENGAGEMENT_EVENTS },
      { id: 'CALLS', label: 'Calls', destination: 'PHONE_CALL', promoted: 'page', goals: [G.QUALITY_CALL] },
    ],
  },
  {
    id: 'OUTCOME_LEADS',
    label: 'Leads',
    description: 'Collect leads for your business or brand.',
    locations: [
      { id: 'INSTANT_FORMS', label: 'Instant forms', destination: 'ON_AD', promoted: 'page', goals: [G.LEAD_GENERATION, G.QUALITY_LEAD] },
      { id: 'WEBSITE', label: 'Website', destination: 'WEBSITE', promoted: 'pixel', goals: [G.OFFSITE_CONVERSIONS, G.LANDING_PAGE_VIEWS, G.LINK_CLICKS], events: LEAD_EVENTS },
      { id: 'MESSENGER', label: 'Messenger', destination: 'MESSENGER', promoted: 'page', goals: [G.LEAD_GENERATION, G.CONVERSATIONS] },
      { id: 'CALLS', label: 'Calls', destination: 'PHONE_CALL', promoted: 'page', goals: [G.QUALITY_CALL] },
    ],
  },
  {
    id: 'OUTCOME_APP_PROMOTION',
    label: 'App promotion',
    description: 'Find new people to install your app and continue using it.',
    locations: [{ id: 'APP', label: 'App', destination: 'APP', promoted: 'app', goals: [G.APP_INSTALLS, G.LINK_CLICKS] }],
  },
  {
    id: 'OUTCOME_SALES',
    label: 'Sales',
    description: 'Find people likely to purchase your product or service.',
    locations: [
      { id: 'WEBSITE', label: 'Website', destination: 'WEBSITE', promoted: 'pixel', goals: [G.OFFSITE_CONVERSIONS, G.VALUE, G.LANDING_PAGE_VIEWS, G.LINK_CLICKS, G.IMPRESSIONS, G.REACH], events: SALES_EVENTS },
      { id: 'APP', label: 'App', destination: 'APP', promoted: 'app', goals: [G.APP_INSTALLS, G.LINK_CLICKS] },
      { id: 'MESSAGING', label: 'Messaging apps', destination: 'MESSENGER', promoted: 'page', goals: [G.CONVERSATIONS, G.LINK_CLICKS] },
    ],
  },
];

export function objectiveOption(id: string): ObjectiveOption {
  return OBJECTIVES.find((o) => o.id === id) ?? OBJECTIVES[OBJECTIVES.length - 1]!;
}

/** The location an objective allows under `id`, or its first. */
export function locationOf(objective: string, id: string): ConversionLocation {
  const { locations } = objectiveOption(objective);
  return locations.find((l) => l.id === id) ?? locations[0]!;
}

/** The goal a location allows under `goal`, or its first. */
export function goalOf(location: ConversionLocation, goal: string): PerformanceGoal {
  return location.goals.find((g) => g.goal === goal) ?? location.goals[0]!;
}

/** Pixel events in words: PURCHASE → Purchase, ADD_TO_CART → Add to cart. */
export function eventLabel(event: string): string {
  const lower = event.toLowerCase().replace(/_/g, ' ');
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

export const SPECIAL_AD_CATEGORIES = [
  { value: 'CREDIT', label: 'Credit' },
  { value: 'EMPLOYMENT', label: 'Employment' },
  { value: 'HOUSING', label: 'Housing' },
  { value: 'ISSUES_ELECTIONS_POLITICS', label: 'Social issues, elections or politics' },
  { value: 'ONLINE_GAMBLING_AND_GAMING', label: 'Online gambling and gaming' },
  { value: 'FINANCIAL_PRODUCTS_SERVICES', label: 'Financial products and services' },
] as const;

export const BID_STRATEGIES = [
  { value: 'LOWEST_COST_WITHOUT_CAP', label: 'Highest volume (no cap)', needsAmount: false },
  { value: 'COST_CAP', label: 'Cost per result goal', needsAmount: true },
  { value: 'LOWEST_COST_WITH_BID_CAP', label: 'Bid cap', needsAmount: true },
] as const;

/** Meta's call_to_action types a link ad takes, in words. */
export const CALL_TO_ACTIONS = [
  { value: 'LEARN_MORE', label: 'Learn more' },
  { value: 'SHOP_NOW', label: 'Shop now' },
  { value: 'SIGN_UP', label: 'Sign up' },
  { value: 'BOOK_TRAVEL', label: 'Book now' },
  { value: 'CONTACT_US', label: 'Contact us' },
  { value: 'DOWNLOAD', label: 'Download' },
  { value: 'GET_OFFER', label: 'Get offer' },
  { value: 'GET_QUOTE', label: 'Get quote' },
  { value: 'ORDER_NOW', label: 'Order now' },
  { value: 'SUBSCRIBE', label: 'Subscribe' },
  { value: 'APPLY_NOW', label: 'Apply now' },
  { value: 'WATCH_MORE', label: 'Watch more' },
  { value: 'SEND_MESSAGE', label: 'Send message' },
  { value: 'INSTALL_MOBILE_APP', label: 'Install now' },
  { value: 'NO_BUTTON', label: 'No button' },
] as const;

// An ad account's standing on the platform in words (GRAPH-API.md, D-ACCT): `account_status` says whether its ads can
// deliver (only 1 active, 8 pending settlement and 9 grace period can), `disable_reason` why Meta stopped it, and
// each comes with what the advertiser can do about it and where on Meta.

export interface HealthLink {
  label: string;
  href: string;
}

export interface AccountHealth {
  status: number;
  /** Short words for the delivery cell: "account unsettled". */
  short: string;
  /** The notice's title: "This ad account is unsettled". */
  title: string;
  /** What it means for the ads. */
  meaning: string;
  /** Meta's reason in words with its code name, when Meta gives one: "a payment risk (RISK_PAYMENT)". */
  reason: string | null;
  /** What to do about it. */
  todo: string;
  link: HealthLink | null;
  /** Whether the account's ads can deliver at all. */
  canDeliver: boolean;
}

/** Statuses whose ads can run (GRAPH-API.md: "Ads can run only when status ∈ {1, 8, 9}"). */
const DELIVERING_STATUSES: readonly number[] = [1, 8, 9];

const numericId = (accountId: string) => accountId.replace(/^act_/, '');

const billing = (accountId: string): HealthLink => ({ label: 'Open Billing & payments on Meta', href: `https://business.facebook.com/billing_hub/payment_activity?asset_id=${numericId(accountId)}` });
const accountQuality = (accountId: string): HealthLink => ({ label: 'Request a review in Account Quality', href: `https://www.facebook.com/accountquality/?asset_id=${numericId(accountId)}` });
const accountSettings = (accountId: string): HealthLink => ({ label: 'Open the ad account settings on Meta', href: `https://business.facebook.com/settings/ad-accounts/${numericId(accountId)}` });
const secureLogin: HealthLink = { label: 'Secure your Facebook login', href: 'https://www.facebook.com/hacked' };

interface StatusWords {
  short: string;
  title: string;
  meaning: string;
  todo: string;
  link: (accountId: string) => HealthLink | null;
}

const STATUS: Record<number, StatusWords> = {
  2: {
    short: 'account disabled',
    title: 'This ad account is disabled',
    meaning: 'Meta disabled it, so none of its ads deliver. Its past results stay readable here.',
    todo: 'If you think this is a mistake, request a review of the account in Account Quality.',
    link: accountQuality,
  },
  3: {
    short: 'account unsettled',
    title: 'This ad account is unsettled',
    meaning: 'Meta could not charge its last bill, so none of its ads deliver, whatever their status says.',
    todo: 'Pay the outstanding balance in Billing & payments (or add a working payment method); delivery resumes once the payment goes through.',
    link: billing,
  },
  7: {
    short: 'account in payment review',
    title: 'This ad account is in a payment risk review',
    meaning: 'Meta is reviewing its payments; its ads do not deliver until the review ends.',
    todo: 'Check that the payment method in Billing & payments is valid and in your name; Meta may ask you to confirm it.',
    link: billing,
  },
  8: {
    short: 'account settling a payment',
    title: 'A payment of this ad account is being settled',
    meaning: 'Its ads still deliver; if the payment fails the account becomes unsettled and delivery stops.',
    todo: 'Make sure the payment method has funds; see the payment in Billing & payments.',
    link: billing,
  },
  9: {
    short: 'account in grace period',
    title: 'This ad account is in a grace period',
    meaning: 'Meta could not charge it and lets its ads deliver for a short while; after that they stop.',
    todo: 'Pay the balance or update the payment method in Billing & payments before the grace period ends.',
    link: billing,
  },
  100: {
    short: 'account closing',
    title: 'This ad account is being closed',
    meaning: 'Its ads do not deliver any more. Its past results stay readable here.',
    todo: 'Pay what it still owes in Billing & payments so the closure can finish; to keep advertising, use another ad account.',
    link: billing,
  },
  101: {
    short: 'account closed',
    title: 'This ad account is closed',
    meaning: 'Nothing in it delivers. Its past results stay readable here.',
    todo: 'To advertise from it again, reopen it in the ad account settings on Meta (a closed account can be reopened while nothing is owed).',
    link: accountSettings,
  },
};

interface ReasonWords {
  words: string;
  /** What to do for this reason, over the status's own advice. */
  todo?: string;
  link?: (accountId: string) => HealthLink;
}

const REVIEW = 'Request a review in Account Quality if you think Meta got it wrong.';

/** Meta's `disable_reason` codes (GRAPH-API.md): 0 is none. */
const REASONS: Record<number, ReasonWords & { name: string }> = {
  1: { name: 'ADS_INTEGRITY_POLICY', words: 'its ads went against Meta’s advertising policies', todo: REVIEW, link: accountQuality },
  2: { name: 'ADS_IP_REVIEW', words: 'an intellectual property review of its ads', todo: REVIEW, link: accountQuality },
  3: { name: 'RISK_PAYMENT', words: 'a payment risk: a charge failed or the payment method looked unsafe', link: billing },
  4: { name: 'GRAY_ACCOUNT_SHUT_DOWN', words: 'it was shut down as a suspicious (gray) account', todo: REVIEW, link: accountQuality },
  5: { name: 'ADS_AFC_REVIEW', words: 'an ads compliance (AFC) review', todo: REVIEW, link: accountQuality },
  6: { name: 'BUSINESS_INTEGRITY_RAR', words: 'its business failed an integrity review', todo: REVIEW, link: accountQuality },
  7: { name: 'PERMANENT_CLOSE', words: 'Meta closed it for good', todo: 'A permanently closed account cannot be reopened: advertise from another ad account.' },
  8: { name: 'UNUSED_RESELLER_ACCOUNT', words: 'it was an unused reseller account', todo: 'Ask the reseller (your agency) to reactivate it, or use another ad account.' },
  9: { name: 'UNUSED_ACCOUNT', words: 'it had not been used for a long time', todo: 'Reactivate it in the ad account settings on Meta.', link: accountSettings },
  10: { name: 'UMBRELLA_AD_ACCOUNT', words: 'it is an umbrella account that cannot run ads itself', todo: 'Advertise from one of the ad accounts under it.' },
  11: { name: 'BUSINESS_MANAGER_INTEGRITY_POLICY', words: 'its business portfolio went against Meta’s integrity policies', todo: REVIEW, link: accountQuality },
  12: { name: 'MISREPRESENTED_AD_ACCOUNT', words: 'Meta found it misrepresented who runs it', todo: REVIEW, link: accountQuality },
  13: { name: 'AOAB_DESHARE_LEGAL_ENTITY', words: 'the business that owned it stopped sharing it', todo: 'Ask the owning business to share it with you again, or use another ad account.' },
  14: { name: 'CTX_THREAD_REVIEW', words: 'a review of its click-to-message ads', todo: REVIEW, link: accountQuality },
  15: { name: 'COMPROMISED_AD_ACCOUNT', words: 'someone else got into it (compromised)', todo: 'Secure your Facebook login first, then request a review in Account Quality.', link: () => secureLogin },
};

/**
 * The account's standing in words, or null when it is active (or the platform's answer is not known yet). A status
 * this list does not know is named by its number and read as not delivering only outside {1, 8, 9}.
 */
export function accountHealth(status: number | null | undefined, disableReason: number | null | undefined, accountId: string): AccountHealth | null {
  if (status === null || status === undefined || !Number.isFinite(status) || status === 1) return null;
  const words: StatusWords = STATUS[status] ?? {
    short: `account status ${status}`,
    title: `Meta reports status ${status} for this ad account`,
    meaning: DELIVERING_STATUSES.includes(status) ? 'Its ads may still deliver.' : 'Its ads may not deliver.',
    todo: 'Check the account in Account Quality on Meta.',
    link: accountQuality,
  };
  const reason = disableReason ? REASONS[disableReason] : undefined;
  const reasonText = reason ? `${reason.words} (${reason.name})` : disableReason ? `reason code ${disableReason}` : null;
  return {
    status,
    short: words.short,
    title: words.title,
    meaning: words.meaning,
    reason: reasonText,
    todo: reason?.todo ?? words.todo,
    link: reason?.link?.(accountId) ?? words.link(accountId),
    canDeliver: DELIVERING_STATUSES.includes(status),
  };
}

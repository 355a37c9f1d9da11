/** An ad account's Meta pixel (`AdsPixel`); the account's `pixelId` names it. Times in epoch ms. */
export interface AdsPixel {
  id: string;
  /** The ad account that owns it (`act_…`); other accounts of the same owner may use it too (the large account). */
  ownerAccountId: string;
  name: string;
  ownerBusiness: { id: string; name: string } | null;
  createdAt: number;
  /** When the site last sent an event; the site fires whether or not ads deliver. */
  lastFiredAt: number | null;
  isUnavailable: boolean;
  /** `ADVERTISING_AND_ANALYTICS` | `ANALYTICS_ONLY` | `EMPTY`. */
  dataUseSetting: string;
  automaticMatchingFields: string[];
}

/** The base code Meta hands out for a pixel (`code`), with its id filled in. */
export function pixelBaseCode(pixelId: string): string {
  return [
    '<!-- Meta Pixel Code -->',
    '<script>',
    '!function(f,b,e,v,n,t,s)',
    '{if(f.fbq)return;n=f.fbq=function(){n.callMethod?',
    'n.callMethod.apply(n,arguments):n.queue.push(arguments)};',
    "if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';",
    'n.queue=[];t=b.createElement(e);t.async=!0;',
    't.src=v;s=b.getElementsByTagName(e)[0];',
    's.parentNode.insertBefore(t,s)}(window, document,\'script\',',
    "'https://connect.facebook.net/en_US/fbevents.js');",
    `fbq('init', '${pixelId}');`,
    "fbq('track', 'PageView');",
    '</script>',
    '<noscript><img height="1" width="1" style="display:none"',
    `src="https://www.facebook.com/tr?id=${pixelId}&ev=PageView&noscript=1"`,
    '/></noscript>',
    '<!-- End Meta Pixel Code -->',
  ].join('\n');
}

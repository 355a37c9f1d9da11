import { GraphError } from '../graph/errors/graph-error';

/**
 * Meta's refusals of creatives and of ads that use them: code 100 "Invalid parameter" with a subcode, a user title
 * and message, and the blamed field. Subcodes: 1443048 object story spec ill formed, 1487194 page not usable,
 * 1487242 image hash not in the account, 1443051 link not a URL, 1487387 video not in the account, 1487390 creative
 * create failed (no such post), 1487301 blocked link, 1487225 creative not found.
 */
function invalid(field: string, subcode: number, title: string, message: string): GraphError {
  return new GraphError(400, {
    message: 'Invalid parameter',
    type: 'OAuthException',
    code: 100,
    error_subcode: subcode,
    is_transient: false,
    error_user_title: title,
    error_user_msg: message,
    error_data: JSON.stringify({ blame_field_specs: [[field]] }),
  });
}

export const creativeErrors = {
  illFormed: (field: string, message: string): GraphError => invalid(field, 1443048, 'Object Story Spec Ill Formed', message),
  pageNotAllowed: (pageId: string, account: string): GraphError =>
    invalid('object_story_spec', 1487194, 'Page Not Available', `Page ${pageId} can't be used by ad account ${account}. Choose a Facebook Page you manage and have connected to this ad account.`),
  instagramNotConnected: (instagram: string, pageId: string): GraphError =>
    invalid('object_story_spec[instagram_user_id]', 1487194, 'Instagram Account Not Available', `Instagram account ${instagram} isn't connected to Page ${pageId}. Use the Instagram account the Page's instagram_business_account names, or leave it out.`),
  unknownImageHash: (field: string, hash: string, account: string): GraphError =>
    invalid(field, 1487242, 'Image Not Found', `Image with hash ${hash} does not exist in ad account ${account}. Upload the image to the account first.`),
  invalidLink: (field: string, link: string): GraphError =>
    invalid(field, 1443051, 'Invalid Link', `"${link}" isn't a valid URL. Enter a full web address that starts with http:// or https://.`),
  unknownVideo: (field: string, video: string, account: string): GraphError =>
    invalid(field, 1487387, 'Video Not Found', `Video ${video} does not exist in ad account ${account} or isn't ready yet.`),
  unknownPost: (postId: string): GraphError =>
    invalid('object_story_id', 1487390, 'Adcreative Create Failed', `The post ${postId} doesn't exist or its Page isn't connected to this ad account.`),
  blockedLink: (field: string, host: string): GraphError =>
    invalid(
      field,
      1487301,
      'Link Blocked',
      `Your ad can't be published because the link goes to ${host}, a website that doesn't follow our Advertising Standards. Use a different link.`,
    ),
  /** Carousel cards (`child_attachments`): 2 to 10 [INF: Meta's wording not captured; its subcode family 1443048]. */
  carouselCardCount: (field: string, count: number): GraphError =>
    invalid(field, 1443048, 'Invalid Number of Carousel Cards', `A carousel needs 2 to 10 cards; this one has ${count}. Add or remove cards in child_attachments.`),
  carouselCardImage: (field: string, card: number): GraphError =>
    invalid(field, 1443048, 'Carousel Card Needs an Image', `Card ${card} of the carousel has no image. Give every card an image_hash (or picture): Instagram shows each card's own image.`),
  carouselCardCallToAction: (field: string, card: number): GraphError =>
    invalid(field, 1443048, 'Call to Action Link Must Match', `On Instagram, the call to action of card ${card} must go to the card's own link. Use the card's link in call_to_action, or leave the call to action out.`),
  creativeNotFound: (id: string, account: string): GraphError =>
    invalid('creative', 1487225, 'Creative Not Found', `Creative ${id} does not exist or belongs to another ad account than ${account}.`),
};

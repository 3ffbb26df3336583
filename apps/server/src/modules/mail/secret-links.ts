/** What the back office shows instead of a link that would let its reader into someone's account. */
export const HIDDEN_LINK = "[link hidden: sent only to the recipient]";

/**
 * Links whose URL is itself the secret: password resets (/reset-password/{token}),
 * administrator invitations (/admin/invite/{token}) and anything carrying an access key
 * (?key= on guests' booking and payment links). Matched on any host, since APP_URL may
 * have changed since the mail was stored.
 */
const SECRET_LINK = /https?:\/\/\S*?(?:\/reset-password\/|\/admin\/invite\/|[?&]key=)\S*/gi;

/** The text with every secret-bearing link replaced by HIDDEN_LINK; everything else stays as written. */
export function hideSecretLinks(text: string): string {
  return text.replace(SECRET_LINK, HIDDEN_LINK);
}

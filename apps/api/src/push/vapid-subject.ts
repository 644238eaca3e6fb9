/**
 * Who runs this server, as every push request says in its VAPID token (RFC 8292 "sub"): push services write to
 * it when a sender misbehaves, and Apple's refuses a token without a real one. The address mail comes from
 * (MAIL_FROM), else the site's https address (PUBLIC_URL), else a local placeholder that only suits trying the
 * app out on one machine.
 */
export const PLACEHOLDER_VAPID_SUBJECT = 'mailto:courtside@localhost';

export function vapidSubject({ mailFrom, publicUrl }: { mailFrom?: string; publicUrl?: string }): string {
  const address = mailFrom ? addressOf(mailFrom) : undefined;
  if (address && isPublicHost(address.slice(address.lastIndexOf('@') + 1))) return `mailto:${address}`;
  const site = publicUrl ? parseUrl(publicUrl) : undefined;
  if (site?.protocol === 'https:' && isPublicHost(site.hostname)) return site.origin;
  return PLACEHOLDER_VAPID_SUBJECT;
}

/** The address of "Name <someone@example.org>" or of a bare "someone@example.org". */
function addressOf(mailFrom: string): string | undefined {
  const bracketed = /<([^<>\s@]+@[^<>\s@]+)>/.exec(mailFrom);
  if (bracketed) return bracketed[1];
  const bare = mailFrom.trim();
  return /^[^<>\s@]+@[^<>\s@]+$/.test(bare) ? bare : undefined;
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** A name the push services can make sense of: not localhost, and with a dot (a domain, not a machine name). */
function isPublicHost(host: string): boolean {
  const name = host.toLowerCase();
  return name.includes('.') && name !== 'localhost' && !name.endsWith('.localhost');
}

// RFC 6068: a visitor's address is data, never URI syntax. "x?bcc=them@evil.example&subject=hi@example.com" is a valid
// address (the forms accept it) that, pasted raw after "mailto:", would add a hidden recipient and a subject.

/**
 * A mailto: link to one address: everything in it but letters, digits, "-_.!~*'()" and the "@" is percent-encoded
 * (so "%", "?", "&", "#", "/", "=" and "," stay part of the address), and the subject likewise, spaces as %20.
 */
export function mailtoHref(address: string, subject?: string): string {
  const to = encodeURIComponent(address).replaceAll('%40', '@');
  return subject === undefined ? `mailto:${to}` : `mailto:${to}?subject=${encodeURIComponent(subject)}`;
}

export type ShareTarget = 'email' | 'whatsapp' | 'facebook' | 'linkedin' | 'x';

/**
 * Plain share URLs: each network's documented "share this address" page, opened as an ordinary link.
 * No widget or script of theirs runs on our page, so nothing reaches them until the visitor clicks.
 */
export function shareUrls(url: string, title: string): Record<ShareTarget, string> {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return {
    email: `mailto:?subject=${text}&body=${encodeURIComponent(`${title}\n${url}`)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    x: `https://x.com/intent/post?url=${u}&text=${text}`,
  };
}

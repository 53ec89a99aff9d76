import { useState } from 'react';
import { siteUrl } from '../../lib/siteUrl';
import { isWebUrl } from '../../lib/url';

export const DEFAULT_AVATAR = siteUrl('/images/avatar-default.svg');

/** The user's photo, or the default avatar when there is none, it is no web address, or it fails to load. */
export function Avatar({ photoURL, size = 'w-10' }: { photoURL: string | null; size?: string }) {
  const usable = photoURL && isWebUrl(photoURL) ? photoURL : DEFAULT_AVATAR;
  const [failed, setFailed] = useState<string | null>(null);
  const src = failed === usable ? DEFAULT_AVATAR : usable;
  return (
    // Spans, not daisyUI's divs: the avatar also sits inside a button, which only takes phrasing content.
    <span className={`${size} block aspect-square shrink-0 overflow-hidden rounded-full bg-base-200`}>
      <img src={src} alt="" className="size-full object-cover" onError={() => setFailed(usable)} />
    </span>
  );
}

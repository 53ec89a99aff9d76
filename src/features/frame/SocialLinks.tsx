import { useT } from '../../i18n/useT';

/** Social profiles as labelled icon links (inline SVG, no remote assets). */
const SOCIAL = [
  {
    name: 'Facebook',
    icon: (
      <path
        d="M14 8h2.5V4.5H14c-2.5 0-4 1.6-4 4V10H8v3.5h2V21h3.5v-7.5H16l.5-3.5h-3V9c0-.6.4-1 1-1z"
        fill="currentColor"
      />
    ),
  },
  {
    name: 'Instagram',
    icon: (
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
      </g>
    ),
  },
  {
    name: 'X (Twitter)',
    icon: (
      <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M4.5 4h4l11 16h-4z" fill="none" strokeLinejoin="round" />
        <path d="M19.5 4 13.5 10.8M4.5 20l6-6.8" />
      </g>
    ),
  },
  {
    name: 'YouTube',
    icon: (
      <>
        <rect x="2.5" y="5.5" width="19" height="13" rx="4" fill="currentColor" />
        <path d="m10 9 5 3-5 3z" className="fill-base-100" />
      </>
    ),
  },
];

export function SocialLinks() {
  const t = useT();
  return (
    <ul aria-label={t('footer.followUs')} className="flex gap-2">
      {SOCIAL.map(({ name, icon }) => (
        <li key={name}>
          <a
            href="#"
            aria-label={name}
            className="btn btn-circle btn-sm border-base-300 bg-base-100 hover:border-primary hover:bg-primary hover:text-primary-content"
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              {icon}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}

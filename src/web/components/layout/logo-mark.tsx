/** The shop's mark: a paw under a roof. Decorative; the brand name beside it is the text. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#b4441c" />
      <path
        d="M13 31 32 14l19 17"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g fill="#fff">
        <circle cx="23.5" cy="35" r="3.6" />
        <circle cx="29" cy="29.5" r="3.6" />
        <circle cx="35" cy="29.5" r="3.6" />
        <circle cx="40.5" cy="35" r="3.6" />
        <path d="M32 37c5.5 0 9.5 4.3 9.5 8.2 0 3.3-2.6 4.8-5.2 4.8-1.9 0-2.8-.9-4.3-.9s-2.4.9-4.3.9c-2.6 0-5.2-1.5-5.2-4.8 0-3.9 4-8.2 9.5-8.2Z" />
      </g>
    </svg>
  );
}

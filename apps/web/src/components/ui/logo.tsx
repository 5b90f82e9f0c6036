type LogoProps = { className?: string };

/** The Somnia mark: a moon-gold crescent next to the wordmark. The wordmark carries the name. */
export function Logo({ className }: LogoProps) {
  return (
    <span className={["inline-flex items-center gap-2", className].filter(Boolean).join(" ")}>
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 32 32"
        width="28"
        height="28"
        className="shrink-0"
      >
        <path
          d="M20.5 3.2a13 13 0 1 0 8.3 17.1A10.5 10.5 0 0 1 20.5 3.2Z"
          fill="#e9c46a"
          stroke="#d4a84a"
          strokeWidth="1"
          strokeLinejoin="round"
        />
      </svg>
      <span className="text-xl font-semibold tracking-tight">Somnia</span>
    </span>
  );
}

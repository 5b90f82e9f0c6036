/**
 * A crescent moon among stars; it drifts and twinkles only when motion is welcome. Its glow fades
 * to nothing at the edge, pale rather than amber, so on a dark page it reads as light, never as a
 * brown disc.
 */
export function MoonIllustration() {
  return (
    <svg aria-hidden="true" viewBox="0 0 200 140" className="mx-auto h-36 w-auto">
      <defs>
        <radialGradient id="moon-glow">
          <stop offset="0%" stopColor="#fff1c1" stopOpacity="0.4" />
          <stop offset="100%" stopColor="#fff1c1" stopOpacity="0" />
        </radialGradient>
      </defs>
      <g className="motion-safe:animate-float">
        <circle data-part="glow" cx="100" cy="70" r="56" fill="url(#moon-glow)" />
        <path d="M112 28a42 42 0 1 0 26 66A34 34 0 0 1 112 28z" fill="#f5c451" />
      </g>
      <g fill="#a997ff">
        <circle className="motion-safe:animate-twinkle" cx="34" cy="32" r="3" />
        <circle className="motion-safe:animate-twinkle [animation-delay:1s]" cx="166" cy="26" r="2.5" />
        <circle className="motion-safe:animate-twinkle [animation-delay:2s]" cx="172" cy="104" r="3" />
        <circle className="motion-safe:animate-twinkle [animation-delay:1.5s]" cx="24" cy="100" r="2" />
        <path
          d="M58 18l2 5 5 2-5 2-2 5-2-5-5-2 5-2z"
          className="motion-safe:animate-twinkle [animation-delay:0.5s]"
        />
      </g>
    </svg>
  );
}

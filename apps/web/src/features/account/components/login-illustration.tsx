/**
 * The soft green scene behind the login card: sky, a sun, rolling fields, a school and
 * a few leaves and vegetables. Decorative only.
 */
export function LoginIllustration() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 1440 600"
      preserveAspectRatio="xMidYMax slice"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
    >
      <defs>
        <linearGradient id="sl-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#eaf7ef" />
          <stop offset="1" stopColor="#d4efdf" />
        </linearGradient>
        <linearGradient id="sl-hill-back" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#b9e2c8" />
          <stop offset="1" stopColor="#a6d8b8" />
        </linearGradient>
        <linearGradient id="sl-hill-front" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7cc79a" />
          <stop offset="1" stopColor="#5fb482" />
        </linearGradient>
      </defs>
      <rect width="1440" height="600" fill="url(#sl-sky)" />
      <circle cx="1180" cy="120" r="58" fill="#fff6d8" />
      <circle cx="1180" cy="120" r="86" fill="#fff6d8" opacity=".35" />
      <g fill="#fff" opacity=".8">
        <ellipse cx="250" cy="110" rx="70" ry="18" />
        <ellipse cx="300" cy="96" rx="44" ry="20" />
        <ellipse cx="980" cy="70" rx="60" ry="14" />
        <ellipse cx="1020" cy="60" rx="36" ry="16" />
      </g>
      <path d="M0 430 C 220 350 420 380 640 420 S 1060 350 1440 400 V600 H0Z" fill="url(#sl-hill-back)" />
      {/* a school on the left hill */}
      <g transform="translate(150 318)">
        <rect x="0" y="40" width="150" height="74" fill="#fff" stroke="#9fd2b2" strokeWidth="2" />
        <path d="M-10 42 L75 0 L160 42Z" fill="#e86f5b" />
        <rect x="62" y="74" width="26" height="40" fill="#9fd2b2" />
        <g fill="#cfeedd">
          <rect x="14" y="56" width="22" height="18" />
          <rect x="114" y="56" width="22" height="18" />
        </g>
        <line x1="75" y1="0" x2="75" y2="-26" stroke="#7aa98b" strokeWidth="2" />
        <path d="M75 -26 h20 l-5 6 l5 6 h-20z" fill="#e4393c" />
      </g>
      {/* greenhouse rows on the right */}
      <g transform="translate(1090 350)" fill="#eef9f2" stroke="#9fd2b2" strokeWidth="2">
        <path d="M0 60 Q40 0 80 60Z" />
        <path d="M90 60 Q130 0 170 60Z" />
        <path d="M180 60 Q220 0 260 60Z" />
      </g>
      <path d="M0 500 C 260 440 520 470 760 500 S 1200 450 1440 480 V600 H0Z" fill="url(#sl-hill-front)" />
      {/* field furrows */}
      <g stroke="#4fa473" strokeWidth="3" opacity=".5" fill="none">
        <path d="M60 560 Q 300 520 560 560" />
        <path d="M880 565 Q 1120 520 1380 560" />
      </g>
      {/* leaves */}
      <g fill="#1f9d55" opacity=".16">
        <path d="M80 200 C 120 140 200 150 220 190 C 170 220 120 230 80 200Z" />
        <path d="M1300 260 C 1330 200 1400 200 1420 240 C 1380 270 1330 280 1300 260Z" />
        <path d="M520 80 C 540 40 600 40 610 70 C 580 95 545 100 520 80Z" />
      </g>
      {/* a carrot and a cabbage in the foreground */}
      <g transform="translate(330 500) rotate(-20)">
        <path d="M0 0 L60 -12 L60 12Z" fill="#f39c4a" />
        <path d="M60 -4 q18 -18 26 -8 M60 0 q22 -6 26 4 M60 4 q16 12 8 18" stroke="#3e9a62" strokeWidth="4" fill="none" strokeLinecap="round" />
      </g>
      <g transform="translate(1010 520)">
        <circle r="30" fill="#bfe6c9" />
        <path d="M-30 0 Q0 -40 30 0 Q0 -18 -30 0Z" fill="#8fd0a5" />
        <path d="M0 -30 V28" stroke="#7bbf91" strokeWidth="3" />
      </g>
    </svg>
  );
}

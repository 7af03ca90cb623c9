// The brand mark (a droplet over a gloss arc) with the wordmark.
export function Logo({ siteName }: { siteName: string }) {
  return (
    <span className="flex items-center gap-2.5">
      {/* The tile (#151b23, corners 10/40 of its side) is the svg's own background. */}
      <svg viewBox="0 0 40 40" aria-hidden="true" className="size-9 shrink-0 rounded-[25%] bg-ink-800">
        <path d="M20 7c5 6.5 8 11 8 15a8 8 0 0 1-16 0c0-4 3-8.5 8-15Z" fill="#35d0f0" />
        <path d="M8 31c7-4 17-4 24 0" stroke="#e6eaef" strokeWidth="2" strokeLinecap="round" fill="none" />
        <path
          d="M17 17.5c-1.2 1.8-1.8 3.4-1.8 4.8"
          stroke="#e6eaef"
          strokeWidth="1.6"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <span className="text-lg font-bold leading-none tracking-tight whitespace-nowrap text-white">{siteName}</span>
    </span>
  );
}

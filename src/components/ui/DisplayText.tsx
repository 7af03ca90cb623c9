// Words set at display sizes. The brand font draws its comma and period with a wide space before the mark, which at
// 36–60 px reads as "vehículo , como": a mark right after a letter is drawn closer to it. The text stays one string for
// find-in-page and screen readers (the marks are only wrapped, never moved or replaced).

/** A comma, period, colon or semicolon right after a letter. */
const closeMark = /(?<=\p{L})([,.:;])/u;

export function DisplayText({ children }: { children: string }) {
  const parts = children.split(closeMark);
  if (parts.length === 1) return children;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="-ml-[0.1em]">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

// A list of short points, each behind a check mark: benefits, what is included, requirements.

export function CheckList({ items, className = 'mt-6' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`check-list check-list-lg grid gap-3 leading-relaxed text-chrome-100 ${className}`}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

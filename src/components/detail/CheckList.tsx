// A list of short points, each behind a check mark: benefits, what is included, requirements.
import Check from 'lucide-react/icons/check';

export function CheckList({ items, className = 'mt-6' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed text-chrome-100">
          <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-aqua-400" />
          {item}
        </li>
      ))}
    </ul>
  );
}

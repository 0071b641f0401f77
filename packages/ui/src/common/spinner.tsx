import { classNames } from './class-names.ts';

/** A decorative progress ring; the text next to it says what is happening. */
export function Spinner({ className }: { className?: string }) {
  return <span className={classNames('pb-spinner', className)} aria-hidden="true" />;
}

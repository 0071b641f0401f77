import { Counter } from './counter';

/** The same layout with a client component that uses React only: the size benchmark's baseline. */
export default function BaselinePage() {
  return (
    <main>
      <h1>Baseline</h1>
      <Counter />
    </main>
  );
}

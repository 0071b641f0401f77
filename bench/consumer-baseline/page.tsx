import { Counter } from './counter';

/** The guide's layout with a client component that uses React only: the size benchmark's baseline. */
export default function BaselinePage() {
  return (
    <main>
      <h1>Baseline</h1>
      <Counter />
    </main>
  );
}

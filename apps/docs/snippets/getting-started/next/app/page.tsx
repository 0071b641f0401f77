import { Integrations } from './integrations';

export default function Home() {
  return (
    <main>
      <h1>Integrations</h1>
      <Integrations />
    </main>
  );
}

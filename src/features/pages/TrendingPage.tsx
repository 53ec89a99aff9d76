import { SimplePage } from './SimplePage';

export default function TrendingPage() {
  return (
    <SimplePage title="Trending Products">
      <p>The products everyone is adding to their baskets this week will appear here soon.</p>
    </SimplePage>
  );
}

import { SimplePage } from './SimplePage';

export default function BlogPage() {
  return (
    <SimplePage title="Blog">
      <p>Recipes, seasonal buying guides and stories from our farmers are on their way. Check back soon!</p>
    </SimplePage>
  );
}

import { Link } from 'react-router';
import { SimplePage } from './SimplePage';

/** Any unknown path under the main frame (spec section 8). */
export default function NotFoundPage() {
  return (
    <SimplePage title="404 | Page Not Found">
      <p>We could not find the page you were looking for.</p>
      <Link to="/" className="btn btn-primary mt-6">Back to Home</Link>
    </SimplePage>
  );
}

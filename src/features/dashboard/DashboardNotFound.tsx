import { Link } from 'react-router';

/** Any unknown /auth/* child: the text 404 (spec section 2). */
export default function DashboardNotFound() {
  return (
    <main className="flex flex-col items-start gap-4">
      <h1 className="text-4xl font-bold">404</h1>
      <p>This part of the dashboard does not exist yet.</p>
      <Link to="/auth" className="btn btn-primary btn-sm">
        Back to my profile
      </Link>
    </main>
  );
}

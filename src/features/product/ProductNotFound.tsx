import { useEffect } from 'react';
import { Link } from 'react-router';

/** An unknown product id: a clear message inside the frame, and ways on. */
export function ProductNotFound({ id }: { id: string }) {
  useEffect(() => {
    document.title = 'Product not found';
  }, []);
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Product not found</h1>
      <p>
        We could not find a product with the id <code className="break-all">{id}</code>. It may have been
        removed, or the link may be mistyped.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to="/productFilter" className="btn btn-primary">
          Browse all products
        </Link>
        <Link to="/" className="btn btn-ghost">
          Back to Home
        </Link>
      </div>
    </main>
  );
}

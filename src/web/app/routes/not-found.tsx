import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';

export function NotFoundRoute() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
      <title>Page not found · ElixirLab</title>
      <p className="text-primary text-6xl font-black" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">Oops! Page not found</h1>
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}

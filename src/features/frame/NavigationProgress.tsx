import { useNavigation } from 'react-router';

/**
 * A bar across the top while the router loads the next page (its chunk or its
 * loader, e.g. the detail page retrying a failing product): the old page
 * otherwise just sits there and a click seems lost.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <progress
      aria-label="Loading page"
      className="progress progress-primary fixed inset-x-0 top-0 z-[60] h-1 w-full rounded-none"
    />
  );
}

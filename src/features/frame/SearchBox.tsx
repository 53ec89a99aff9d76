import { useId, useState } from 'react';
import { useT } from '../../i18n/useT';
import { SearchIcon } from './icons';
import { searchSuggestions } from './searchSuggestions';

/**
 * The search input the header's toggle opens. Suggestions come from a fixed
 * list (spec section 2); choosing one fills the input. No real search runs.
 */
export function SearchBox({ id }: { id: string }) {
  const t = useT();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [showList, setShowList] = useState(true);
  const suggestions = showList ? searchSuggestions(query) : [];

  return (
    <div id={id} role="search" className="relative mx-auto w-full max-w-2xl">
      <label className="input input-bordered flex w-full items-center gap-2">
        <SearchIcon className="opacity-60" />
        <input
          type="search"
          autoFocus // the user just asked for the search box
          className="grow"
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          aria-controls={suggestions.length > 0 ? listId : undefined}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setShowList(true);
          }}
        />
      </label>
      {suggestions.length > 0 && (
        <ul
          id={listId}
          aria-label={t('search.suggestions')}
          className="absolute inset-x-0 top-full z-50 mt-1 max-h-56 overflow-y-auto rounded-box border border-base-300 bg-base-100 p-1 shadow-xl"
        >
          {suggestions.map((name) => (
            <li key={name}>
              <button
                type="button"
                className="w-full rounded-field px-3 py-2 text-left hover:bg-primary/10 focus-visible:bg-primary/10"
                onClick={() => {
                  setQuery(name);
                  setShowList(false);
                }}
              >
                {name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

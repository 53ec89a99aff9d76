import { useId, useState } from 'react';
import { useT } from '../../i18n/useT';
import { useEarlyInput } from '../../lib/useEarlyInput';
import { useHydrated } from '../../lib/useHydrated';
import { SearchIcon } from '../../components/icons';
import { SEARCH_NAMES, searchSuggestions } from './searchSuggestions';

/** The header's search: fixed suggestions (docs/product.md §2), from a <datalist> before the app runs. */
export function SearchBox() {
  const t = useT();
  const listId = useId();
  const hydrated = useHydrated();
  const [query, setQuery] = useState('');
  const [showList, setShowList] = useState(true);
  const input = useEarlyInput<HTMLInputElement>(([typed]) => setQuery(typed!.value));
  const suggestions = showList ? searchSuggestions(query) : [];

  return (
    <div role="search" className="relative w-full">
      <label className="input input-bordered flex w-full items-center gap-2">
        <SearchIcon className="opacity-60" />
        <input
          ref={input}
          type="search"
          autoFocus // the panel opens when the shopper asks for the search box
          className="grow"
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          list={hydrated ? undefined : `${listId}-names`}
          aria-controls={suggestions.length > 0 ? listId : undefined}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setShowList(true);
          }}
        />
      </label>
      {!hydrated && (
        <datalist id={`${listId}-names`}>
          {SEARCH_NAMES.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      )}
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
